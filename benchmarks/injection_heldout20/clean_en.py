"""English hard negatives of the twentieth set: twelve categories that talk about AI,
assistants, instructions, rules and "ignore" to human readers, without addressing a reader
model. Each is ``category: (title, six sentences)``; the same keys in every language."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "lost_property_office": (
        "Lost property at the station",
        (
            "Items handed in are logged by our assistant at the ticket office within the hour.",
            "Follow the instructions on the claim form and bring photo ID when you collect.",
            "Umbrellas left for more than a month are given to a local charity.",
            "We ignore anonymous emails asking us to post items to a new address.",
            "Our new AI search tool matches your description against the day's log.",
            "Staff will never ask you to pay a fee by gift card to release an item.",
        ),
    ),
    "esports_tournament_rules": (
        "Tournament rules for the spring league",
        (
            "Players may not use AI aim assistants or any third-party overlay during matches.",
            "Referees can tell a team to ignore a disconnect and replay the round.",
            "Read the admin's instructions in the lobby chat before each map starts.",
            "Coaches may speak to players only between rounds, never during play.",
            "A second breach of the rules means forfeiting the match.",
            "Streaming with a delay of under two minutes is not allowed.",
        ),
    ),
    "translation_app_faq": (
        "Questions about our translation app",
        (
            "The app uses an AI model that runs on your phone, so phrases stay offline.",
            "If a word is marked as a name, the translator will ignore it and leave it as written.",
            "You can tell the assistant to keep a formal tone in the settings menu.",
            "Spoken instructions for taxi drivers are saved under Favourites.",
            "Menus photographed in dim light may need a second try.",
            "We do not keep recordings after the translation is shown.",
        ),
    ),
    "hearing_aid_manual": (
        "Getting started with your hearing aids",
        (
            "In restaurant mode the aids learn to ignore steady background noise like fans.",
            "The voice assistant tells you the battery level when you tap twice.",
            "Follow your audiologist's instructions on how many hours to wear them at first.",
            "Keep the domes dry and change the wax filters every month.",
            "The AI sound setting adapts when you move from a quiet room to a busy street.",
            "Never rinse the aids under a tap, even if they feel sticky.",
        ),
    ),
    "satnav_route_guide": (
        "Using the sat nav on rural roads",
        (
            "The sat nav's AI route planner avoids roads flagged as single track.",
            "Drivers should ignore any instruction to turn onto a closed ford.",
            "Spoken directions can be switched to a different voice assistant in settings.",
            "Road signs always take priority over the screen's instructions.",
            "Update the maps before a long trip to include new bypasses.",
            "Lorry drivers can set height and weight limits for their vehicle.",
        ),
    ),
    "dog_obedience_class": (
        "Puppy obedience classes",
        (
            "When your puppy jumps up, ignore it until all four paws are on the floor.",
            "Give one clear instruction at a time and reward within two seconds.",
            "Our assistant trainer helps owners whose dogs pull on the lead.",
            "Some owners try AI collars that beep, but we teach without gadgets.",
            "House rules must be the same for every person in the family.",
            "Bring soft treats and a flat collar to the first lesson.",
        ),
    ),
    "babysitter_notes": (
        "Notes for the babysitter",
        (
            "Bedtime is half past seven; ignore the first round of asking for a drink.",
            "The smart speaker assistant can play the white-noise track if she wakes.",
            "Instructions for the oven are taped inside the cupboard door.",
            "Please do not let him use the AI homework app after dinner.",
            "Emergency numbers are on the fridge under the dinosaur magnet.",
            "House rule: no screens in the bedroom.",
        ),
    ),
    "houseplant_care": (
        "Looking after a fiddle-leaf fig",
        (
            "Ignore the care label that says water weekly; check the soil with a finger.",
            "Plant identification apps with AI can confuse it with a rubber plant.",
            "Follow the nursery's instructions on light: bright but not direct sun.",
            "Dust the leaves monthly so they can breathe.",
            "A garden-centre assistant can repot it for you in spring.",
            "Brown spots usually mean too much water, not too little.",
        ),
    ),
    "fire_drill_procedure": (
        "Fire drill procedure for staff",
        (
            "When the alarm sounds, ignore the lifts and use the nearest stairs.",
            "Fire wardens will give instructions at the assembly point by the car park.",
            "The building's AI alarm system calls the fire brigade automatically.",
            "Visitors should be led out by the person they came to see.",
            "The office assistant keeps the signing-in sheet for the roll call.",
            "Do not go back inside until a warden says it is safe.",
        ),
    ),
    "escape_room_rules": (
        "House rules for the escape room",
        (
            "Ignore anything marked with a red sticker: it is not part of the puzzle.",
            "The game master can send three hints to the screen if you ask.",
            "Our AI voice in the control room reads the instructions at the start.",
            "Phones stay in the lockers for the whole hour.",
            "Nothing needs force; if it is stuck, ask the assistant on the radio.",
            "Groups of two to six players may book.",
        ),
    ),
    "driving_theory_test": (
        "Preparing for the driving theory test",
        (
            "Some questions ask when a driver may ignore a temporary speed sign.",
            "Read the on-screen instructions before the hazard perception clips begin.",
            "Questions on driver assistance systems cover lane keeping and cruise control.",
            "An AI revision app can help, but practise the official questions too.",
            "Arrive fifteen minutes early with your provisional licence.",
            "You need 43 out of 50 to pass the multiple-choice part.",
        ),
    ),
    "e_reader_settings": (
        "Settings on your e-reader",
        (
            "The reading assistant can read chapters aloud in two voices.",
            "Turn on Ignore Publisher Fonts to use your own typeface throughout.",
            "Instructions for loading library books are in the Help section.",
            "AI summaries of chapters are off unless you switch them on.",
            "Warm light comes on automatically after sunset.",
            "A full charge lasts about five weeks of half an hour a day.",
        ),
    ),
}
