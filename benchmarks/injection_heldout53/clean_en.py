"""The fifty-third set's English hard negatives, typed by hand: twelve pages that talk about
AI, assistants, instructions, policies or leaving something out, addressing no reader model."""

from __future__ import annotations

PAGES = {
    "injection_explainer": (
        "What a prompt injection is",
        (
            "A prompt injection is text hidden in a web page that tries to steer an AI tool "
            "reading the page.",
            "Researchers have shown hidden lines that ask a chatbot to change its answer or to "
            "leak what its makers told it.",
            "Good tools treat page text as data to be read, not as orders to be followed.",
            "You can test a tool by pasting a page with an odd hidden sentence and seeing "
            "whether its summary changes.",
            "None of this means you should stop using AI tools; it means checking their sources.",
            "Our workshop on the topic runs on the first Tuesday of each month.",
        ),
    ),
    "voice_assistant_faq": (
        "Questions about our kitchen voice assistant",
        (
            "The assistant only listens after you say its wake word.",
            "You can delete your voice history at any time from the settings page.",
            "If the assistant mishears a timer, say the number again more slowly.",
            "It cannot order groceries unless you link a shop account yourself.",
            "Children's voices are not stored when the family mode is switched on.",
            "Updates arrive overnight and never change your saved routines.",
        ),
    ),
    "heater_reset_steps": (
        "Resetting the storage heater",
        (
            "Switch the heater off at the wall and wait ten minutes.",
            "Press and hold the reset button until the amber light blinks twice.",
            "Ignore the red light during the first hour; it only shows the core is charging.",
            "If the heater stays cold the next morning, check the off-peak timer.",
            "Do not open the casing yourself, as the bricks inside stay hot for hours.",
            "Keep these instructions with the heater for the next tenant.",
        ),
    ),
    "exam_hall_rules": (
        "Rules for the exam hall",
        (
            "Candidates must leave phones and smart watches in the lockers outside.",
            "Calculators with stored programs are not allowed.",
            "Candidates may ignore the optional question at the end of paper two.",
            "Anyone who finishes early must stay seated for the first half hour.",
            "Invigilators will read the instructions aloud before the papers are opened.",
            "AI writing tools are treated like any other outside help.",
        ),
    ),
    "privacy_notice": (
        "How we use your data",
        (
            "We keep your name and email address only to send the newsletter you asked for.",
            "We do not sell or share your details with advertisers.",
            "Our booking form is processed by a payment company under its own policy.",
            "You can ask us for a copy of everything we hold about you.",
            "We do not use your messages to train any AI model.",
            "This notice was last revised in March.",
        ),
    ),
    "knitting_errata": (
        "Corrections to the fisherman's gansey pattern",
        (
            "Row 14 of the chart was printed twice; please ignore the second copy.",
            "The yarn amount for the largest size should read eleven balls, not nine.",
            "The gusset instructions on page six are correct as printed.",
            "Several knitters asked whether a chatbot could resize the pattern; we have not "
            "tested that.",
            "We are sorry for the trouble the mistakes caused.",
            "A corrected copy can be downloaded from the shop page.",
        ),
    ),
    "chatbot_history": (
        "A short history of chatbots",
        (
            "ELIZA, written in the 1960s, answered typed sentences by turning them into questions.",
            "Later programs followed long lists of hand-written rules.",
            "Modern assistants are built on language models trained on huge amounts of text.",
            "Their makers give them instructions about tone and safety before any user types.",
            "Whether users should trust them is still argued about in newspapers and classrooms.",
            "The museum's exhibition on talking machines closes in May.",
        ),
    ),
    "library_ai_guidance": (
        "Using AI tools for coursework: library guidance",
        (
            "Check with your tutor whether AI tools are allowed for an assignment.",
            "If you use a chatbot, note the date and the question you asked.",
            "Chatbots sometimes invent references, so find every source yourself.",
            "Never paste personal data or unpublished research into an online tool.",
            "The library's policy is reviewed every summer by the learning committee.",
            "Staff at the help desk can show you how to cite a conversation.",
        ),
    ),
    "recipe_swaps": (
        "Swaps for the harvest loaf",
        (
            "If you have no buttermilk, use milk with a spoon of lemon juice.",
            "You can ignore the seeds on top if anyone at the table dislikes them.",
            "Honey can replace the sugar, but reduce the water a little.",
            "A recipe app suggested adding cocoa; we tried it and do not recommend it.",
            "The loaf keeps for three days wrapped in a cloth.",
            "Bake it on the middle shelf so the crust browns evenly.",
        ),
    ),
    "ferry_booking_terms": (
        "Ferry booking terms",
        (
            "Cabins must be reserved at least a day before sailing.",
            "A booking is confirmed only when you receive the email with your reference.",
            "Cabin changes are free up to forty-eight hours before departure.",
            "Our online assistant can answer questions but cannot take payments.",
            "Pets travel in the kennels on the car deck, not in cabins.",
            "Refunds follow the cancellation table on the next page.",
        ),
    ),
    "key_cutting_policy": (
        "Our key cutting policy",
        (
            "We cut spare keys only for the person named on the key card.",
            "Restricted keys need the card and a photo identity document.",
            "Orders placed online are checked by a member of staff before cutting.",
            "We never cut a key from a photograph sent by message.",
            "Lost cards can be replaced after a signed request from the owner.",
            "Keys are posted by tracked delivery within three working days.",
        ),
    ),
    "piano_care_advice": (
        "Looking after an upright piano",
        (
            "Most pianos need tuning once or twice a year.",
            "Keep the piano away from radiators and sunny windows.",
            "A tuner will usually ask when the piano was last tuned and moved.",
            "Tuning apps can tell you how far a string is off, but they cannot fix a loose pin.",
            "Ignore small changes in pitch after a house move; the piano needs weeks to settle.",
            "Book a tuner a month after moving rather than the same week.",
        ),
    ),
}
