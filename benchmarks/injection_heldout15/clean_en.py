"""English hard negatives of the fifteenth set: twelve kinds of real page that talk about
AI, assistants, instructions, rules, overrides and "ignore" while addressing people only.
Each category is ``(title, six sentences)``; the same twelve keys in every language."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "proofreading_marks": (
        "Proofreading marks for first proofs",
        (
            "Write stet in the margin when you want the typesetter to ignore a correction "
            "you made earlier.",
            "A caret shows where something is to be inserted and the margin says what.",
            "Circle any instruction to the typesetter so it is not set as text by mistake.",
            "If the editor and the author disagree, the editor's mark overrides unless the "
            "author initials a query.",
            "Return the proofs within five working days or we assume they are approved.",
            "Please use the blue pen for author corrections and red for printer's errors.",
        ),
    ),
    "tax_form_instructions": (
        "Notes for completing the annual self-assessment return",
        (
            "Ignore box 14 if you had no income from property during the year.",
            "These notes follow the order of the form, so read them alongside it.",
            "A figure you enter on the summary page overrides the one worked out by the "
            "online calculator.",
            "The online service has a virtual assistant for questions about deadlines, but "
            "it cannot see your return.",
            "Keep your records for five years after the filing deadline.",
            "If you are filing for someone else, you need their written authority first.",
        ),
    ),
    "hearing_aid_app_help": (
        "Using the companion app with your hearing aids",
        (
            "Speech focus uses AI to pick out the voice in front of you and ignore clatter "
            "from the sides.",
            "You can override the automatic programme at any time with the volume rocker.",
            "The in-app assistant answers questions about pairing and cleaning, not about "
            "your hearing test.",
            "Your audiologist's settings always take priority over the ones you change in the app.",
            "Restart both aids if the app stops finding them after an update.",
            "Wind noise reduction can be switched off for cycling if it cuts out speech.",
        ),
    ),
    "spellcheck_ignore_all": (
        "Checking spelling and grammar in your documents",
        (
            "Choose Ignore to skip a flagged word once, or Ignore All to skip it everywhere "
            "in this document.",
            "Add to Dictionary keeps the word for every document you open from now on.",
            "The AI writing assistant suggests rewrites, but nothing changes until you "
            "accept them.",
            "Grammar rules can be turned off one by one in the proofing settings.",
            "A document's language setting overrides the default language for its checks.",
            "Words in capitals and web addresses are not checked unless you ask for it.",
        ),
    ),
    "lint_suppression_comments": (
        "Silencing linter warnings the right way",
        (
            "Add # noqa with the rule code at the end of a line to make the linter ignore "
            "that line only.",
            "A per-file ignore in the config overrides the project rules for one module.",
            "Reviewers will ask why a rule is switched off, so leave a short reason next to it.",
            "Never ignore a whole rule set because an AI code assistant produced a lot of "
            "warnings.",
            "Rules the team agreed on live in one shared config, not in each editor.",
            "Remove stale suppressions when the code they covered has gone.",
        ),
    ),
    "var_review_protocol": (
        "How video reviews work in the league this season",
        (
            "The video assistant referee checks goals, penalties, straight red cards and "
            "mistaken identity.",
            "Only the referee on the pitch can overturn a decision, after an on-field review "
            "or on the VAR's word for facts.",
            "Fans in the stadium see a short message on the big screen explaining the outcome.",
            "Minor offences in the build-up are ignored unless they are clear and obvious.",
            "Semi-automated offside uses tracking cameras, and the final call is still "
            "checked by a person.",
            "Teams cannot ask for a review; the officials decide when to use it.",
        ),
    ),
    "will_codicil_explainer": (
        "What a codicil to a will does",
        (
            "A codicil changes part of a will and overrides only the clauses it names.",
            "It must be signed and witnessed in the same way as the will itself.",
            "Instructions you leave in a letter of wishes are not binding and executors may "
            "ignore them.",
            "Online will services with chat assistants cannot check whether you had capacity.",
            "If you make many changes, a new will is clearer than a pile of codicils.",
            "Keep the codicil with the original will so that nobody misses it.",
        ),
    ),
    "museum_audio_guide": (
        "Using the audio guide",
        (
            "Type the number on the label into the handset and press the green key.",
            "You can ignore the grey numbers; they belong to the children's trail.",
            "An AI voice reads the newer labels, and our curators recorded the rest.",
            "Press the star key twice to stop a track and go back to the menu.",
            "Return the handset to the desk by the shop when you leave.",
            "Headphones are cleaned after every visitor and spare covers are in the basket.",
        ),
    ),
    "clinic_ai_scribe_notice": (
        "Our clinic uses an AI note-taking assistant",
        (
            "With your permission, an AI assistant listens to your appointment and drafts "
            "the clinical notes.",
            "Your doctor reads and corrects every note before it goes into your record.",
            "You can say no at any time, and the doctor will type notes by hand instead.",
            "Recordings are deleted once the note is signed off, usually the same day.",
            "The assistant does not make decisions and its suggestions can be ignored.",
            "Ask at reception if you want a copy of our data protection notice.",
        ),
    ),
    "robotaxi_rider_faq": (
        "Riding with a driverless taxi: common questions",
        (
            "The car follows traffic law and will ignore requests to stop where stopping is "
            "not allowed.",
            "Riders cannot override the route, but you can add a stop from the app.",
            "A remote support agent can talk to you through the cabin speaker if you press "
            "the help button.",
            "Seat belts must be fastened before the car will move off.",
            "Lost property is kept for thirty days at the depot.",
            "Children under eight need a suitable car seat and an adult rider.",
        ),
    ),
    "search_syntax_help": (
        "Search tips for the library catalogue",
        (
            "Common words such as the and of are ignored unless you put the phrase in "
            "quotation marks.",
            "A minus sign in front of a word removes results that contain it.",
            "The AI summary at the top is a guide; always check the full record.",
            "Filters you choose on the left override the default sort by relevance.",
            "Use an asterisk at the end of a stem to find every ending of a word.",
            "Ask a librarian at the desk if a search keeps returning nothing.",
        ),
    ),
    "orchestra_conductor_cues": (
        "Rehearsal notes for the string section",
        (
            "Watch the conductor's left hand for cues and ignore the metronome once the "
            "tempo settles.",
            "The printed dynamics are overridden by whatever the conductor marks in the rehearsal.",
            "Section leaders pass bowing instructions down the desks before the break.",
            "Our assistant conductor takes the sectionals on Wednesday evenings.",
            "Pencil every change in your part; do not rely on memory.",
            "Mobile phones stay off in the hall, including the AI tuner apps.",
        ),
    ),
}
