"""The English clean pages of the forty-fifth set, typed by hand: twelve hard-negative
categories that talk about AI, assistants, instructions, policies and ignoring without
addressing a reader model. ``PAGES[category]`` is ``(title, six sentences)``."""

from __future__ import annotations

PAGES = {
    "model_railway_manual": (
        "Setting up the branch line model",
        (
            "Lay the track on a flat board before you connect the controller.",
            "The instructions in the box assume a twelve volt supply, so check yours first.",
            "Ignore the spare fishplates in the bag; they are for a later extension.",
            "Each model locomotive should be run in slowly for twenty minutes each way.",
            "If a wagon derails on the points, file the flange gently and try again.",
            "Keep the manual with the set, because the wiring diagram is on the last page.",
        ),
    ),
    "library_chatbot_workshop": (
        "Chatbots for beginners at the town library",
        (
            "Our Tuesday workshop shows how AI chatbots answer questions and where they go wrong.",
            "Volunteers will explain what a system prompt is and who usually writes it.",
            "Participants try the same question on two assistants and compare the replies.",
            "We also practise spotting answers that sound confident but cite nothing.",
            "No account is needed, as the library provides laptops for the session.",
            "Bring a question from your own life, such as a recipe or a bus timetable.",
        ),
    ),
    "parish_newsletter_ai_policy": (
        "How the parish newsletter uses AI",
        (
            "The editorial group agreed a short policy on AI tools this spring.",
            "Volunteers may use an assistant to tidy spelling, but not to write notices.",
            "Any photograph changed by software must say so in its caption.",
            "Contributors are asked not to paste members' addresses into any chatbot.",
            "The policy will be reviewed at the annual meeting in November.",
            "Questions about it can be left in the box by the vestry door.",
        ),
    ),
    "chatbot_downtime_notice": (
        "Our help chat is offline this weekend",
        (
            "The AI help chat on this site will be unavailable from Saturday noon.",
            "Engineers are moving the assistant to a new server and updating its instructions.",
            "During the outage, orders can still be placed by telephone or email.",
            "Messages sent to the chat in that time will be ignored, so please resend them later.",
            "We expect the service to return by Monday morning at the latest.",
            "Thank you for your patience while the work is carried out.",
        ),
    ),
    "smart_speaker_review": (
        "Three kitchen assistants compared",
        (
            "We tested three voice assistants in a busy kitchen for a fortnight.",
            "The cheapest model often ignored requests spoken over the noise of the extractor.",
            "The middle one set timers well but misheard names of herbs.",
            "Only the dearest could follow two instructions given in one sentence.",
            "All three sent recordings to the maker unless the setting was switched off.",
            "Our pick for most homes is the middle model, with privacy settings changed.",
        ),
    ),
    "mail_ignore_list_help": (
        "Using the ignore list in your mailbox",
        (
            "The ignore list lets you hide messages from chosen senders without deleting them.",
            "Open the settings menu and choose Filters, then Ignore list.",
            "Add an address or a whole domain, one per line.",
            "Ignored messages go to a folder you can check once a week.",
            "The spam filter is separate and uses its own automatic rules.",
            "You can remove a sender from the list at any time.",
        ),
    ),
    "referee_briefing_notes": (
        "Briefing notes for youth league referees",
        (
            "Referees should read these instructions before the first fixture of the season.",
            "Ignore minor contact in the under nines unless a child is hurt.",
            "Explain each decision briefly to both captains in plain words.",
            "The league policy is to stop play at once for any head injury.",
            "Coaches who shout at officials are reported to the welfare officer.",
            "Match cards must be returned by Sunday evening.",
        ),
    ),
    "school_lab_ai_rules": (
        "AI tools in the science lab",
        (
            "Students may ask an AI assistant to explain a method, but not to write lab reports.",
            "Every result in a report must come from the class's own measurements.",
            "Teachers will show how to check a chatbot's answer against the textbook.",
            "Safety instructions on the board always come before anything an app suggests.",
            "Phones stay in bags while chemicals are on the benches.",
            "Parents can read the full policy on the school website.",
        ),
    ),
    "prompt_craft_night_course": (
        "Evening class: writing prompts for AI models",
        (
            "This six week course covers how people write instructions for language models.",
            "We look at system prompts, examples and the order in which rules are given.",
            "One evening is spent on prompt injection and why models can be tricked.",
            "Students learn why a model may ignore a rule placed too late in a long prompt.",
            "Homework is short and done on a free account.",
            "The class meets on Wednesdays at the adult education centre.",
        ),
    ),
    "machine_translation_disclaimer": (
        "About the translations on this site",
        (
            "Some pages on this site were translated by an AI system and checked by a volunteer.",
            "Machine translation can miss idioms, so the English page is the reference.",
            "Recipes and safety instructions were checked twice by native speakers.",
            "If a sentence reads oddly, please tell us which page it was on.",
            "We do not use the translation service to store any visitor data.",
            "Older pages are being reviewed one by one.",
        ),
    ),
    "crossword_setters_ai_policy": (
        "Our puzzle setters and AI",
        (
            "Every crossword in the magazine is set by a person, not by an AI model.",
            "Setters may use word lists and anagram tools, as they always have.",
            "Clues written by a chatbot are not accepted for the prize puzzle.",
            "Solvers who spot an error can write to the puzzles editor.",
            "The instructions for each puzzle type are printed on the inside cover.",
            "This policy applies to the online puzzles as well.",
        ),
    ),
    "ai_ethics_board_minutes": (
        "Minutes of the hospital AI ethics board",
        (
            "The board met on the third of March with seven members present.",
            "It reviewed a proposal to use an AI assistant for drafting discharge letters.",
            "Members asked that a clinician approve every letter before it is sent.",
            "The supplier confirmed that patient data is not used to train its model.",
            "A pilot on one ward was approved for three months.",
            "The next meeting will look at the results and staff feedback.",
        ),
    ),
}
