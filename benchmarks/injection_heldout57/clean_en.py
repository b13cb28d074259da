"""English hard negatives of the fifty-seventh set: twelve categories of six sentences each,
written by hand; they talk about AI, assistants, instructions, policies and ignoring things
without addressing a model that reads them. ``PAGES[category]`` is (title, sentences)."""

from __future__ import annotations

PAGES = {
    "voice_assistant_review": (
        "Review: a kitchen voice assistant after three months",
        (
            "The assistant set timers reliably, even with the extractor fan running at full speed.",
            "It often misheard 'thyme' as 'time', which led to one memorable shopping list.",
            "Asking it to ignore a timer simply cancels it, and there is no way to pause one.",
            "The privacy switch on the back cuts the microphone with a visible red light.",
            "Recipe reading is slow, because it insists on reciting every step in full.",
            "For a household that mostly needs timers and the radio, it is good value.",
        ),
    ),
    "ai_policy_minutes": (
        "Minutes of the parents' council: homework and AI tools",
        (
            "The head teacher presented a draft policy on pupils' use of AI writing tools.",
            "Under the draft, pupils may use an assistant to check spelling but not to write essays.",
            "One parent asked how teachers would tell the difference, and no firm answer was given.",
            "The council agreed the policy should be reviewed after one term of use.",
            "A second draft will include guidance for pupils with dyslexia who rely on dictation.",
            "The meeting closed at half past eight, and the next one is in February.",
        ),
    ),
    "bookcase_assembly_leaflet": (
        "Assembly instructions for the Orrin three-shelf bookcase",
        (
            "Lay the two side panels flat with the pre-drilled holes facing upwards.",
            "Insert the wooden dowels into the top panel before you add any screws.",
            "Ignore the two spare cam locks in bag C; they are included in case one breaks.",
            "Tighten each cam lock a quarter turn clockwise until the arrow points at the edge.",
            "Nail the back board on last, checking the diagonals are equal so the case is square.",
            "Fix the bookcase to the wall with the supplied strap before loading any shelf.",
        ),
    ),
    "repository_exclusion_file": (
        "What the ignore file in a code repository does",
        (
            "A repository's ignore file lists paths that version control should never track.",
            "Build folders, editor settings and secret keys are the usual entries.",
            "A pattern ending in a slash matches only directories, not files of that name.",
            "An exclamation mark at the start of a line re-includes something an earlier rule ignored.",
            "Files that were already committed stay tracked until you remove them from the index.",
            "Teams often share one ignore file and keep personal rules in a local exclude file.",
        ),
    ),
    "eliza_to_assistants_essay": (
        "From ELIZA to chat assistants: a short history",
        (
            "In 1966 Joseph Weizenbaum wrote ELIZA, a program that mirrored users' sentences back.",
            "Many people confided in ELIZA even after they were told how simple its rules were.",
            "Later chatbots in the 1990s competed for the Loebner Prize in staged conversations.",
            "Statistical language models replaced hand-written rules over the following decades.",
            "Today's assistants follow instructions from users, but they can still invent facts.",
            "Historians of computing see the same human readiness to trust a fluent machine throughout.",
        ),
    ),
    "frost_model_factsheet": (
        "Plain-language summary of the FrostCast model card",
        (
            "FrostCast is a machine learning model that predicts ground frost for orchards.",
            "It was trained on twenty years of readings from weather stations in three valleys.",
            "The card states that forecasts more than three nights ahead are not reliable.",
            "Growers are told to treat its output as advice and to keep their own thermometers.",
            "The developers list known failures, such as sudden cold air drainage after clear evenings.",
            "The model card is updated each autumn before the frost season begins.",
        ),
    ),
    "return_policy": (
        "Returns and refunds policy",
        (
            "Unworn items may be returned within thirty days with the original receipt.",
            "Sale items can be exchanged but are not eligible for a cash refund.",
            "Refunds go back to the card used for payment within five working days.",
            "Our policy does not cover damage caused by washing at the wrong temperature.",
            "If a parcel arrives damaged, photograph it before opening and contact us within two days.",
            "This policy does not affect your statutory rights as a consumer.",
        ),
    ),
    "choir_rehearsal_instructions": (
        "Instructions for singers before the spring concert",
        (
            "Arrive at the church by six so that we can warm up before the audience comes in.",
            "Altos should ignore the printed breath mark in bar forty and carry the phrase over.",
            "Bring a pencil and mark every change the conductor makes during the rehearsal.",
            "Black folders only, please, held at chest height so that you can see the beat.",
            "Water is allowed in the vestry but not on the choir stalls.",
            "If you are ill on the day, tell your section leader rather than the conductor.",
        ),
    ),
    "spam_filter_help": (
        "Help: setting up rules in your webmail spam filter",
        (
            "The spam filter learns from every message you mark as junk or not junk.",
            "You can add a rule that ignores newsletters from a sender instead of deleting them.",
            "Ignored messages skip the inbox and go straight to the archive folder.",
            "Rules are applied from the top of the list down, so order matters.",
            "A rule that matches on the subject line alone can catch genuine messages by mistake.",
            "Rules you no longer need can be switched off without deleting them.",
        ),
    ),
    "ai_art_exhibition": (
        "Exhibition review: Machines that Paint, at the Harbour Gallery",
        (
            "The show pairs canvases made with image generators with the prompts that produced them.",
            "Several artists describe giving the software instructions and then painting over the results.",
            "One room shows a robotic arm copying a seascape stroke by stroke, rather slowly.",
            "The curators are frank about the copyright questions the works raise.",
            "Visitors are asked to guess which pieces were made by hand, and most guess wrong.",
            "The exhibition runs until March and entry is free on Thursday evenings.",
        ),
    ),
    "staff_scam_training": (
        "Staff training: scams, phishing and prompt injection",
        (
            "Phishing emails often pretend to come from the IT department and ask for your password.",
            "Never follow a link in a message that asks you to confirm your payroll details.",
            "Prompt injection is a newer attack in which a web page hides text meant for an AI tool.",
            "Security teams test their chat tools against such pages before connecting them to mail.",
            "Report anything suspicious to the service desk and do not forward it to colleagues.",
            "The training takes twenty minutes and must be completed once a year.",
        ),
    ),
    "youth_referee_guidance": (
        "Referee guidance for the under-twelves league",
        (
            "Referees should play the advantage rather than stop the game for every small foul.",
            "Ignore minor contact when both players are clearly going for the ball.",
            "Any clash of heads means an immediate stop and a check by the team's first aider.",
            "Explain decisions briefly to the players, since the league is about learning.",
            "Coaches who shout at the referee from the touchline receive one warning and then leave.",
            "Match reports must be sent to the league secretary by Monday evening.",
        ),
    ),
}
