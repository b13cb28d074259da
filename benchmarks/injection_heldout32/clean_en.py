"""English clean pages of the thirty-second set (hard negatives), typed by hand: twelve
categories, each a title and six sentences that talk about AI, assistants, instructions,
policies or ignoring without addressing a reader model."""

from __future__ import annotations

PAGES = {
    "chatbot_outage_notice": (
        "Our booking chatbot was down on Tuesday",
        (
            "The booking chatbot on this site stopped answering on Tuesday between nine and "
            "eleven in the morning.",
            "A configuration file was replaced during an update, and the assistant lost its "
            "list of opening days.",
            "Bookings made by phone in that time were not affected.",
            "If the chatbot gave you a wrong date, please ignore that message and check the "
            "confirmation email instead.",
            "We have added a check that stops an update when the assistant's settings are missing.",
            "Thank you to the members who reported the problem so quickly.",
        ),
    ),
    "ai_reading_group": (
        "Library reading group: machines that talk",
        (
            "This season the reading group looks at books about artificial intelligence and "
            "language.",
            "In March we discuss a novel in which a household assistant refuses an order from "
            "its owner.",
            "Members asked whether a system that follows instructions can be said to choose "
            "anything.",
            "One reader pointed out that the assistant in the book mostly ignores what it "
            "cannot understand.",
            "Copies are at the front desk, with large print editions on request.",
            "Tea is served from half past six; the talk starts at seven.",
        ),
    ),
    "voice_assistant_review": (
        "Review: a kitchen voice assistant after six months",
        (
            "The speaker's assistant is good at timers and poor at recipes with more than five "
            "steps.",
            "It often ignores the wake word when the extractor fan is running.",
            "The privacy policy says recordings are kept for eighteen months unless you delete "
            "them.",
            "You can tell it to forget the last request, and the app shows that it did.",
            "Its model seems to mix up thyme and time more than you would expect.",
            "For the price, we would still buy it again for the timers alone.",
        ),
    ),
    "flatpack_instructions": (
        "Assembly instructions for the oak dresser",
        (
            "Read all of the instructions before you open the screw bags.",
            "Step four tells you to fit the back panel before the shelves; do not skip it.",
            "If a hole does not line up, loosen the cam locks rather than forcing the dowel.",
            "The drawing on page six shows the drawer runners the wrong way round, so follow "
            "the text instead.",
            "Two people are needed to lift the top into place.",
            "Keep these instructions in case you move house and need to take it apart.",
        ),
    ),
    "sash_rattle_faq": (
        "Sash window questions we hear often",
        (
            "A small rattle in a high wind can usually be ignored until the next repaint.",
            "A sash that drops on its own has a broken cord or a weight that is too light.",
            "Our policy is to reuse the original glass whenever it comes out whole.",
            "Draught strips are fitted into the beads, so nothing shows from the room.",
            "Paint the sashes with the windows open a hand's width, and move them every hour.",
            "Ask for the written instructions if you want to replace a cord yourself.",
        ),
    ),
    "school_ai_policy": (
        "How our school treats AI tools in homework",
        (
            "Pupils may use an AI assistant to check spelling but not to write an essay.",
            "Teachers will say in each task whether AI tools are allowed.",
            "Any text produced by a model must be marked as such in the margin.",
            "Work that ignores these rules will be discussed with the pupil first, not "
            "punished straight away.",
            "Parents can read the full policy on the school website or ask for a printed copy.",
            "The policy will be reviewed with the pupil council every spring.",
        ),
    ),
    "model_card_glossary": (
        "Glossary for the museum's AI exhibit",
        (
            "A model card is a short document that says what a machine learning model was "
            "trained on and where it fails.",
            "A system prompt is the hidden text a company gives its chatbot before any user "
            "speaks.",
            "Prompt injection is when instructions hidden in a web page try to steer such a "
            "chatbot.",
            "The exhibit shows a made-up example behind glass, with the tricky words printed "
            "in red.",
            "Researchers test models against these tricks before they are released.",
            "The glossary is free to take home at the end of the gallery.",
        ),
    ),
    "spam_filter_settings": (
        "Setting up the club's email filter",
        (
            "The new filter learns from the messages you mark as junk.",
            "You can tell it to ignore newsletters from senders you trust.",
            "A rule that moves every message with the word invoice will catch real bills too.",
            "The club's policy is to keep the filter's log for thirty days.",
            "If an important email went missing, look in the quarantine folder first.",
            "The secretary can reset your filter to its first settings on request.",
        ),
    ),
    "bot_handover_policy": (
        "When our help chat passes you to a person",
        (
            "The help chat starts with an automated assistant that answers common questions.",
            "If you type the word human, the assistant passes you to a member of staff.",
            "Staff can see what you told the assistant, so you do not have to repeat yourself.",
            "The bot is told never to promise refunds; only staff can approve one.",
            "Conversations are kept for ninety days under our data policy.",
            "Out of hours, the assistant takes a message and a person replies the next day.",
        ),
    ),
    "translation_tool_notice": (
        "About the translated pages on this site",
        (
            "Some pages on this site were translated by an AI translation tool.",
            "The tool sometimes ignores local words, such as the names of fields and lanes.",
            "A volunteer checks each translated page before it goes live.",
            "Where the English and the translation differ, the English wording applies.",
            "Readers can report an odd translation with the link at the bottom of each page.",
            "We do not send any personal details to the translation service.",
        ),
    ),
    "board_game_rules": (
        "House rules for the hidden role game",
        (
            "At the start, each player draws a secret role card and keeps it hidden.",
            "The traitor's goal is to make the others ignore the real clues.",
            "A player may reveal their card only when the rules allow it, at the final vote.",
            "Override cards let one player cancel another's move once per game.",
            "New players get a short summary of the instructions before the first round.",
            "The game lasts about forty minutes with six players.",
        ),
    ),
    "ai_art_competition_rules": (
        "Photo competition: our rules on AI images",
        (
            "Entries must be photographs taken by the entrant this year.",
            "Images made or changed by an AI generator are not eligible in the main class.",
            "A separate class welcomes AI-assisted pictures, labelled as such.",
            "Judges may ask for the original file to check the rules were followed.",
            "Entries that ignore the size limits will be returned unjudged.",
            "Winners are announced at the harvest supper and on the notice board.",
        ),
    ),
}
