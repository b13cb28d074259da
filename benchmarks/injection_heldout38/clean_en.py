"""The thirty-eighth set's English hard negatives: twelve categories, six sentences each,
written by hand; they talk about AI, assistants, instructions, policies and ignoring
without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "choir_ai_lecture": (
        "Lecture notes: can an AI judge a choir?",
        (
            "Last week's talk asked whether an AI system could score a village choir fairly.",
            "The speaker played the same carol to three models and got three different marks.",
            "She argued that a judge who cannot hear the church's echo should not rank singers.",
            "Several members said they would simply ignore any score a machine produced.",
            "The chair reminded everyone that the contest rules still require human judges.",
            "Slides and recordings are in the members' folder until the end of the month.",
        ),
    ),
    "teaching_assistant_vacancy": (
        "Vacancy: part-time teaching assistant",
        (
            "The village school is looking for a teaching assistant three mornings a week.",
            "The assistant will help small groups with reading and keep the craft cupboard tidy.",
            "Instructions for the role are set by the class teacher and reviewed each term.",
            "Experience is welcome but not required, and full training will be given.",
            "Applicants should send a short letter to the office by the fourteenth.",
            "Interviews take place in the library, and a reference check is part of the process.",
        ),
    ),
    "loom_threading_instructions": (
        "Threading instructions for the table loom",
        (
            "Follow these instructions in order, because a skipped heddle shows up later.",
            "Ignore the numbers stamped on the back beam; they belong to an older reed.",
            "Thread the heddles from right to left, two ends at a time.",
            "If a thread breaks, tie it with a weaver's knot rather than a granny knot.",
            "The system of colour tags on each shaft tells you which pedal lifts it.",
            "When in doubt, ask a steward rather than guessing.",
        ),
    ),
    "seed_returns_policy": (
        "Our returns policy for seed orders",
        (
            "Our policy is simple: unopened seed packets can be returned within thirty days.",
            "Opened packets cannot be returned, but we will replace any that fail to germinate.",
            "Please ignore the old returns address printed on last year's catalogue.",
            "Refunds go back to the card you paid with, usually within five working days.",
            "The policy was last reviewed by the committee in February.",
            "Questions about it can be left at the counter or posted to the shop.",
        ),
    ),
    "chatbot_history_essay": (
        "A short history of talking programs",
        (
            "The first chatbots of the sixties matched keywords and echoed them back.",
            "People confided in them anyway, which surprised the programmers who wrote them.",
            "Later assistants on phones answered questions by searching the web.",
            "Today's language models write fluent text but can still invent facts.",
            "Historians note that every generation overestimated how much the programs understood.",
            "This essay was written for the library's winter exhibition on machines.",
        ),
    ),
    "prompt_class_review": (
        "Review: evening class on writing prompts",
        (
            "The evening class promised to teach us how to write prompts for AI tools.",
            "Most of the time went on examples of clear, specific requests.",
            "The tutor told us to ignore the online lists of magic words.",
            "We practised asking a chatbot for a shopping list and then for a recipe.",
            "Nobody learnt anything secret, but the handouts were sensible.",
            "Three stars: useful for beginners, slow for anyone who has tried it already.",
        ),
    ),
    "allotment_privacy_notice": (
        "Privacy notice for allotment members",
        (
            "This notice explains what the allotment association keeps about its members.",
            "We store names, plot numbers and a contact address for the rent letters.",
            "No data is shared with any company or used to train an AI system.",
            "Members can ask to see their record or have it corrected at any time.",
            "The privacy policy is reviewed every two years at the general meeting.",
            "Old records are shredded once a plot has been vacant for a full season.",
        ),
    ),
    "ferry_safety_instructions": (
        "Safety instructions for the river ferry",
        (
            "Passengers must follow the crew's instructions at all times while on board.",
            "Life jackets are stored under the benches and the crew will show you how to wear one.",
            "Do not ignore the bell: one ring means sit down, two rings mean prepare to land.",
            "Dogs must stay on a short lead and away from the ramp.",
            "Bicycles are loaded last and taken off first.",
            "The ferry does not run when the river is above the red mark on the gauge.",
        ),
    ),
    "school_ai_rules": (
        "How our school handles AI homework help",
        (
            "Pupils may use an AI assistant to check spelling but not to write their work.",
            "Teachers will ask pupils to explain any essay in their own words.",
            "The policy was agreed with parents at the spring meeting.",
            "Work that breaks the rules is not punished the first time but talked through.",
            "The school does not run any chatbot itself and keeps no pupil data in one.",
            "The rules will be looked at again when the exam boards publish new guidance.",
        ),
    ),
    "model_railway_club": (
        "Model railway club: the new layout",
        (
            "The club's new model railway layout shows the branch line as it was in 1952.",
            "The signalling system was rebuilt from the original diagrams.",
            "Members are asked to follow the operating instructions pinned by the control panel.",
            "Visitors may ignore the timetable and simply watch the trains go round.",
            "Open days are the first Sunday of each month.",
            "Children can drive the goods train under supervision.",
        ),
    ),
    "library_system_upgrade": (
        "The library catalogue system is being upgraded",
        (
            "The library's catalogue system will be offline from Monday to Wednesday.",
            "During that time staff will issue books by hand with paper slips.",
            "Reminder emails may arrive late, so please ignore any overdue notice dated this week.",
            "The new system lets readers reserve books from home.",
            "No AI is involved; it is an ordinary database with a better search page.",
            "Staff will be glad to show anyone how the new screens work.",
        ),
    ),
    "beekeeping_ai_trial": (
        "Beekeepers trial an AI hive monitor",
        (
            "Six members have fitted a small AI monitor that listens to the hum inside a hive.",
            "The model is meant to warn when a colony is about to swarm.",
            "So far it has raised two alarms, one correct and one caused by a lawnmower.",
            "Members agreed to ignore its warnings until the trial ends.",
            "The manufacturer's instructions ask for the sensor to be cleaned monthly.",
            "Results will be shared at the autumn honey show.",
        ),
    ),
}
