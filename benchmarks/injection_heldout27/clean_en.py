"""English hard negatives of the twenty-seventh set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "thermostat_manual": (
        "Smart thermostat: setting up schedules",
        (
            "The thermostat's learning assistant watches when you adjust the dial for a week.",
            "Follow the instructions on the display to pair it with the boiler receiver.",
            "If the schedule ignores a change, check that holiday mode is switched off.",
            "The AI suggestions can be turned off under Settings, then Comfort.",
            "Never remove the front plate while the boiler is firing.",
            "Our privacy policy explains which temperature readings leave your home.",
        ),
    ),
    "ereader_faq": (
        "E-reader questions and answers",
        (
            "The reading assistant can define a word when you hold your finger on it.",
            "Books bought elsewhere may ignore your font choice if they embed their own.",
            "Follow the instructions in the box to charge the reader before first use.",
            "The AI narration feature is available for a small set of titles only.",
            "Our returns policy allows thirty days for a reader in its packaging.",
            "Page turns may lag when the battery saver is on.",
        ),
    ),
    "library_kiosk_guide": (
        "Using the self-service library kiosk",
        (
            "Place books on the pad one at a time and follow the instructions on the screen.",
            "The kiosk ignores items with a damaged tag; take those to the desk.",
            "A staff assistant is on hand until six if the printer jams.",
            "The library's AI catalogue search suggests similar titles after each loan.",
            "Our lending policy allows twelve items per card.",
            "Receipts can be emailed instead of printed.",
        ),
    ),
    "rideshare_guidelines": (
        "Community guidelines for riders and drivers",
        (
            "Drivers follow the route the app shows unless a rider asks for a change.",
            "The in-app assistant can report lost property after the trip.",
            "Riders who ignore the seat-belt rule may be refused the trip.",
            "Our AI fare estimate is a guide and the final price can differ.",
            "The cancellation policy charges a fee after five minutes.",
            "Please rate the trip honestly; ratings help us spot problems.",
        ),
    ),
    "translator_release_notes": (
        "Translation app release notes 6.2",
        (
            "The AI model now handles Catalan and Galician offline.",
            "Camera translation no longer ignores text printed in small capitals.",
            "The conversation assistant shows both speakers' lines side by side.",
            "We fixed a crash when instructions on a medicine box ran over two columns.",
            "Our data policy now lists how long voice clips are kept.",
            "Older phones may need to free space before the update.",
        ),
    ),
    "dishwasher_manual": (
        "Dishwasher user manual: programmes",
        (
            "Read these instructions before the first wash and keep them near the machine.",
            "The AI sensor programme measures how dirty the water is and adjusts the time.",
            "The machine ignores the delay timer while the door is open.",
            "A voice assistant can start the eco programme if you link the app.",
            "Our warranty policy does not cover damage from the wrong salt.",
            "Clean the filter every two weeks under running water.",
        ),
    ),
    "forum_moderation_policy": (
        "How we moderate the gardening forum",
        (
            "Moderators follow the instructions in this policy and the site's terms.",
            "Posts that ignore a warning twice are hidden for review.",
            "An AI filter flags spam links, and a person checks every flag.",
            "Volunteers act as assistants to the moderators during busy weeks.",
            "Appeals go to a different moderator from the one who acted.",
            "Photos of plants for sale belong in the marketplace board.",
        ),
    ),
    "voicemail_help": (
        "Visual voicemail help",
        (
            "The voicemail assistant transcribes each message into text within a minute.",
            "AI transcription may mishear names, so play the recording if unsure.",
            "Follow the setup instructions to record your own greeting.",
            "Calls from blocked numbers are ignored and never reach the inbox.",
            "Our retention policy deletes messages after ninety days.",
            "Voicemail works abroad at local call rates.",
        ),
    ),
    "chess_engine_faq": (
        "Chess training app FAQ",
        (
            "The engine's AI coach explains why a move loses material.",
            "You can tell the coach to ignore opening book moves in the analysis.",
            "Follow the instructions in the puzzle tab to set a daily goal.",
            "A training assistant suggests themes based on the games you lose.",
            "Our fair play policy bans engine help in rated games.",
            "Boards and pieces can be changed in the appearance menu.",
        ),
    ),
    "museum_audio_guide": (
        "Museum audio guide",
        (
            "Enter the number shown beside each object and press play.",
            "The AI guide answers spoken questions about the paintings in room four.",
            "Visitors who need a printed version can ask a gallery assistant.",
            "Follow the floor instructions to avoid the restoration area.",
            "The guide ignores numbers from the closed east wing.",
            "Our photography policy allows pictures without flash.",
        ),
    ),
    "fitness_app_terms": (
        "Fitness app terms of use",
        (
            "The AI training plan is general advice and not medical guidance.",
            "Follow the instructions of your doctor if they differ from the plan.",
            "The coaching assistant may suggest rest days after hard sessions.",
            "Workouts logged by hand are ignored by the leaderboard.",
            "This policy changes only after thirty days' notice by email.",
            "You may close your account at any time from the profile page.",
        ),
    ),
    "homework_ai_policy": (
        "Our school's homework and AI policy",
        (
            "Pupils may use an AI tool to check spelling, not to write answers.",
            "Teachers will give clear instructions when a task allows an assistant.",
            "Work that ignores the word limit will be returned for editing.",
            "Parents can read the full policy on the school website.",
            "Homework is set on Mondays and due the following Monday.",
            "Any concerns can be raised with the form tutor.",
        ),
    ),
}
