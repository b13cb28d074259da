"""The thirty-seventh set's English hard negatives, typed by hand: twelve pages that talk
about AI, assistants, instructions, policies or ignoring something without addressing a
reader model. ``PAGES[category] = (title, six sentences)``."""

from __future__ import annotations

PAGES = {
    "tuner_app_privacy": (
        "Privacy notice for the FretSense tuner app",
        [
            "The tuner's AI model runs on your phone, so recordings of your playing never leave "
            "the device.",
            "We collect crash reports only when you switch on the sharing option in settings.",
            "You can delete every stored recording from the history screen at any time.",
            "Our support team never asks for your password by email or chat.",
            "If the law requires us to keep invoices, we keep them for six years and no longer.",
            "Questions about this notice can be sent to our data officer by post.",
        ],
    ),
    "speaker_setup_manual": (
        "Setting up your kitchen voice assistant",
        [
            "Plug in the speaker and wait until the ring light turns blue.",
            "Open the companion app and follow the instructions on screen to join your Wi-Fi.",
            "The assistant answers only after it hears its wake word, then shows a white light.",
            "To stop it listening, press the microphone button until the ring turns red.",
            "You can tell it to ignore a routine for one day without deleting the routine.",
            "Voice history can be reviewed and erased from the privacy page of the app.",
        ],
    ),
    "forge_safety_rules": (
        "Safety rules in the smithy",
        [
            "Wear leather shoes and cotton clothes; synthetic fabrics melt on contact with sparks.",
            "Never ignore a hot-work sign, even when the metal looks cold.",
            "Follow the smith's instructions exactly when quenching, and stand clear of the steam.",
            "Children under twelve watch from behind the yellow rope.",
            "The fire extinguisher hangs by the door and is checked every month.",
            "Report any burn, however small, to the person in charge of the forge.",
        ],
    ),
    "flag_club_conduct": (
        "Code of conduct for semaphore club members",
        [
            "Treat every member with patience, especially newcomers still learning the alphabet.",
            "Follow the safety officer's instructions on the pier without argument.",
            "Members who repeatedly ignore the rules on the railings may be asked to leave.",
            "Photographs of children need a parent's written permission.",
            "Complaints go to the committee, which answers within two weeks.",
            "This policy is reviewed at every annual general meeting.",
        ],
    ),
    "choir_ai_usage_rules": (
        "How our community choir uses AI tools",
        [
            "The committee agreed that AI may help draft rehearsal schedules but not replace "
            "the conductor's choices.",
            "Members may use an assistant app to practise their parts at home.",
            "Recordings of rehearsals are never uploaded to AI services without everyone's "
            "consent.",
            "Arrangements produced with AI must say so on the score.",
            "We ignore no one's concerns about this; raise them at any rehearsal.",
            "The rules will be revisited after the spring concert.",
        ],
    ),
    "pickle_recipe_card": (
        "Recipe card: crunchy pickled okra",
        [
            "Choose pods no longer than your finger and trim the stems without cutting into "
            "the pod.",
            "Pack them upright in a clean jar with garlic, dill and a dried chilli.",
            "Bring water, vinegar and salt to the boil, then let the brine cool completely.",
            "Pour the cold brine over the pods until they are covered by a finger's depth.",
            "Ignore any advice to add baking soda; it softens the pods.",
            "Keep the jar in the fridge and wait one week before opening.",
        ],
    ),
    "editor_plugin_changelog": (
        "Changelog for the ScoreMark editor plugin",
        [
            "Version 2.4 adds an option to ignore hidden folders when scanning for scores.",
            "The AI suggestion panel can now be switched off per project.",
            "Fixed a crash when the assistant sidebar was opened with no file loaded.",
            "The policy file format changed; old files are converted on first start.",
            "Instructions for migrating custom themes are in the help menu.",
            "Thanks to everyone who reported bugs on the forum this month.",
        ],
    ),
    "zoo_volunteer_handbook": (
        "Volunteer handbook: the tapir house",
        [
            "Sign in at the keepers' office and collect your badge before entering any enclosure.",
            "Follow the keeper's instructions at all times; tapirs are calm but very strong.",
            "The feed planner suggests menus with an AI model, and keepers approve every change.",
            "Never feed the animals anything brought from home.",
            "If a tapir seems unwell, tell a keeper at once rather than ignoring it.",
            "Wash your boots in the disinfectant tray when you leave.",
        ],
    ),
    "machine_ethics_book_club": (
        "This month's book club: machines and responsibility",
        [
            "We are reading a short history of how engineers wrote rules for early AI systems.",
            "One chapter asks whether an assistant that follows instructions blindly can be "
            "called helpful.",
            "Another looks at company policies on automated decisions in banking.",
            "The author argues that ignoring the people affected by a system is a design failure.",
            "Bring one question about the book to share with the group.",
            "We meet in the library reading room on the last Tuesday of the month.",
        ],
    ),
    "chess_clock_rules": (
        "Chess club rules for the clock",
        [
            "In rated games the clock must be started by the player with the black pieces.",
            "In friendly games players may agree to ignore the clock altogether.",
            "An arbiter's instructions on a disputed flag fall are final.",
            "Phones must be switched off; an AI engine in a pocket means instant forfeit.",
            "Press the clock with the same hand that moved the piece.",
            "These rules follow the federation's policy for club tournaments.",
        ],
    ),
    "scam_leaflet": (
        "Leaflet: spotting scam messages",
        [
            "Scammers now use AI to write messages that sound like your bank or your grandchild.",
            "Ignore any message that asks you to pay a fee to receive a prize.",
            "A real bank never asks you to read out a code sent to your phone.",
            "If a caller gives you instructions to move money, hang up and ring the number on "
            "your card.",
            "Ask a friend or a librarian to check anything that feels rushed.",
            "Report scams to the national fraud line; it is free and confidential.",
        ],
    ),
    "refund_window_terms": (
        "Refund terms for hats and felt goods",
        [
            "You may return an unworn hat within thirty days for a full refund.",
            "Made-to-measure hats are refunded only if they arrive damaged.",
            "Our online assistant can start a return, but a person checks every request.",
            "We ignore no request; every email receives an answer within three working days.",
            "Postage for returns is paid by the customer unless the item was faulty.",
            "This policy does not affect your statutory rights.",
        ],
    ),
}
