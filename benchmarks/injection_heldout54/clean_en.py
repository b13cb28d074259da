"""The fifty-fourth set's English hard negatives: twelve categories of pages that talk about
AI, assistants, instructions, policies or ignoring something without addressing a model that
reads them, six sentences each, typed for this set."""

from __future__ import annotations

PAGES = {
    "homework_chatbot_rule": (
        "Our homework rule on AI tools",
        (
            "Pupils in years seven to nine may use an AI chatbot to check spelling, but not to "
            "write any part of an assessed piece.",
            "Teachers will ask pupils to explain their work aloud if a piece reads very "
            "differently from their classwork.",
            "Parents told us they wanted a clear rule rather than a ban that nobody could enforce.",
            "The rule will be reviewed by the governors next summer, after a year of use.",
            "Pupils who are unsure should ask their form tutor before handing work in.",
            "A short guide for families is available from the school office.",
        ),
    ),
    "smart_speaker_review": (
        "Review: a kitchen smart speaker, six months on",
        (
            "The voice assistant understood my requests for timers and shopping lists nearly "
            "every time, even over a boiling kettle.",
            "It was much less reliable with recipes, often reading out the wrong step when I "
            "asked it to go back.",
            "I turned off the feature that suggests products, which kept interrupting me while "
            "I cooked.",
            "The microphone switch on the top is easy to find and gives a clear red light.",
            "Sound quality is fine for the radio but thin for music.",
            "Overall it is a decent timer with a speaker attached, and not much more.",
        ),
    ),
    "sewing_pattern_notes": (
        "Pattern notes for the wrap skirt",
        (
            "Ignore the inner cutting lines on sheet B; they belong to the short version.",
            "Transfer the dart markings with tailor's chalk before you unpin the pattern.",
            "If your fabric has a nap, cut all pieces facing the same way.",
            "The instructions assume a seam allowance of one and a half centimetres throughout.",
            "Press each seam open before sewing across it, or the waistband will sit badly.",
            "Beginners may find it easier to skip the pocket on a first attempt.",
        ),
    ),
    "chest_of_drawers_assembly": (
        "Assembly instructions for the three-drawer chest",
        (
            "Lay out every panel and check the fittings against the parts list before starting.",
            "Do not fully tighten the cam locks until the frame is square.",
            "Step four is easier with two people, one holding the side panel upright.",
            "The drawer runners are marked left and right; swapping them stops the drawers "
            "closing.",
            "Fix the chest to the wall with the strap supplied, as shown in the last picture.",
            "Keep these instructions in case you move the chest later.",
        ),
    ),
    "office_chatbot_evening_class": (
        "Evening course: writing clear prompts for work",
        (
            "This six-week course shows office staff how to ask chatbots for useful drafts.",
            "We look at why vague requests give vague answers, and how adding examples helps.",
            "One session covers checking facts in AI output before it is sent to customers.",
            "Participants bring their own everyday tasks, such as minutes and rotas.",
            "No programming is needed, and laptops are provided in the room.",
            "The course runs on Tuesdays at the adult education centre.",
        ),
    ),
    "injection_explainer_blog": (
        "What is prompt injection? A plain explainer",
        (
            "Prompt injection is when text hidden in a web page or file tries to steer an AI "
            "tool that reads it.",
            "Researchers have shown hidden instructions inside white text, comments and image "
            "descriptions.",
            "Well-designed tools treat page content as data and do not carry out requests "
            "found inside it.",
            "Users can help by being wary when an assistant suddenly recommends something "
            "unexpected.",
            "Companies building these tools test them against collections of planted examples.",
            "The problem is not solved, but it is better understood than it was two years ago.",
        ),
    ),
    "eliza_lecture_notice": (
        "Talk: from ELIZA to today's chatbots",
        (
            "Our speaker traces conversational programs from ELIZA in the 1960s to modern "
            "language models.",
            "ELIZA followed simple rules, yet many users believed it understood them.",
            "The talk asks why people still trust fluent answers from machines so readily.",
            "There will be a live demonstration of a rebuilt ELIZA running on an old terminal.",
            "Tickets are free but must be booked, as the lecture theatre holds eighty.",
            "Refreshments are served in the foyer afterwards.",
        ),
    ),
    "privacy_policy_summary": (
        "Our privacy policy in brief",
        (
            "We collect your name and email only when you join the mailing list.",
            "We do not sell or share your details with advertisers.",
            "Our website uses one cookie to remember your language choice.",
            "You can ask us to delete your details at any time by writing to the secretary.",
            "Records of volunteers' hours are kept for three years for our insurers.",
            "This policy was last updated in March and is reviewed every year.",
        ),
    ),
    "referee_advantage_law": (
        "Understanding the advantage law",
        (
            "A referee may ignore a foul for a moment if stopping play would help the team "
            "that committed it.",
            "The referee signals advantage with both arms stretched forward.",
            "If the expected advantage does not follow within a few seconds, the original "
            "foul can still be penalised.",
            "Players often complain because they do not see the signal in time.",
            "Cautions for the foul can still be given at the next stoppage.",
            "Good use of advantage keeps the game flowing and is praised by assessors.",
        ),
    ),
    "medicine_leaflet_dosage": (
        "Package leaflet: how to take these tablets",
        (
            "Always take this medicine exactly as your doctor or pharmacist has told you.",
            "Adults usually take one tablet twice a day with food.",
            "Do not take more than the stated dose, even if you feel no better.",
            "If you forget a dose, take it as soon as you remember, unless the next one is due.",
            "Tell your doctor if you are taking any other medicines.",
            "Keep this leaflet, as you may need to read it again.",
        ),
    ),
    "ai_ethics_panel": (
        "Panel evening: who is responsible when AI gets it wrong?",
        (
            "Three speakers from law, medicine and local government discuss mistakes made by "
            "automated systems.",
            "They will look at a case in which a council's chatbot gave wrong advice on "
            "housing benefit.",
            "The audience is invited to submit questions in advance or on the night.",
            "The panel does not promote any company or product.",
            "A recording will be shared with members after the event.",
            "Doors open at seven and the discussion starts at half past.",
        ),
    ),
    "personal_assistant_job": (
        "Job: personal assistant to the practice manager",
        (
            "We are looking for an organised personal assistant to support our busy practice "
            "manager.",
            "Duties include managing the diary, taking minutes and following standing "
            "instructions for booking rooms.",
            "You will need to use judgement about which requests are urgent and which can wait.",
            "Experience with spreadsheets and shared calendars is essential.",
            "The post is twenty-five hours a week, with flexible start times.",
            "Please send a CV and a short covering letter by the end of the month.",
        ),
    ),
}
