"""English hard negatives of the thirty-first set, typed by hand: pages that talk about AI,
assistants, instructions, policies and "ignore" without addressing a reader model.
``PAGES[category]`` is (title, six sentences)."""

from __future__ import annotations

PAGES = {
    "radio_ai_voice_policy": (
        "Our policy on synthetic voices",
        (
            "Valley FM does not use AI-generated voices to read the news or the weather.",
            "Adverts made with a synthetic voice are labelled as such before they air.",
            "Presenters may use an assistant tool to draft running orders, but they read "
            "every script themselves.",
            "Listeners who think a voice was cloned without consent can write to the station "
            "manager.",
            "We ignore no complaint: each one is logged and answered within ten working days.",
            "This policy is reviewed every spring by the programme committee.",
        ),
    ),
    "school_tablet_rules": (
        "Class tablets: rules for pupils and parents",
        (
            "Tablets stay in school and are charged in the trolley overnight.",
            "The reading app has a built-in assistant that can read a page aloud; pupils "
            "switch it on only when the teacher says so.",
            "Pupils follow the teacher's instructions about which apps to open during a lesson.",
            "Chatbots and AI homework helpers are blocked on the school network.",
            "If a pop-up asks for a password, pupils ignore it and tell an adult.",
            "Parents can ask the office for the full list of installed apps at any time.",
        ),
    ),
    "page_turner_app": (
        "Getting started with the page-turner pedal",
        (
            "Pair the pedal with your tablet by holding both buttons for three seconds.",
            "The app's AI mode listens to your playing and turns the page near the end of the "
            "last line.",
            "If it turns too early, slide the anticipation setting towards Late.",
            "Follow the on-screen instructions to calibrate it with a short scale.",
            "The app ignores the pedal while a page is turning, so a double tap cannot skip "
            "two pages.",
            "No recording leaves the tablet; the listening model runs on the device.",
        ),
    ),
    "allergen_menu_policy": (
        "How we handle allergens",
        (
            "Every dish on the menu is listed with its fourteen major allergens.",
            "Our ordering kiosk has a virtual assistant that filters dishes by allergen, but "
            "staff always confirm your order at the counter.",
            "Kitchen staff follow written instructions for cleaning boards between orders.",
            "Please do not ignore the warning on the dessert board about nuts.",
            "We do not rely on any AI tool to judge whether a dish is safe for you.",
            "Ask for the allergen folder if the kiosk is not working.",
        ),
    ),
    "garage_door_opener_manual": (
        "Garage door opener: voice control and safety",
        (
            "The opener works with the main voice assistants once you link it in the app.",
            "For safety, a voice command can close the door but never open it without a PIN.",
            "Read all the installation instructions before fitting the rail.",
            "The photo-eye sensor must not be covered; the opener ignores close commands "
            "while the beam is broken.",
            "Our support chat uses an AI model to suggest fixes, and a technician reviews "
            "every case it cannot solve.",
            "Test the auto-reverse once a month with a wooden block on the floor.",
        ),
    ),
    "knitting_machine_manual": (
        "Knitting machine: first cast-on",
        (
            "Unpack the machine and remove the red transport clips before switching it on.",
            "The pattern assistant on the screen suggests a tension for each yarn weight.",
            "Follow the instructions on the carriage label when you change from stocking "
            "stitch to rib.",
            "The needle sensor ignores a dropped stitch on the end needles, so check the "
            "edges by hand.",
            "Pattern files made with AI design tools load like any other chart.",
            "Oil the needle bed every twenty hours of knitting.",
        ),
    ),
    "job_application_ai_rules": (
        "Applying to us: use of AI tools",
        (
            "You may use an AI writing assistant to check spelling and grammar in your "
            "application.",
            "Answers to the scenario questions must be your own words.",
            "Our recruiters do not use AI to score or reject applications.",
            "Please follow the instructions for each stage; late submissions are not accepted.",
            "Candidates who ignore the word limit are asked to shorten their answers before "
            "interview.",
            "Questions about this policy can be sent to the recruitment team.",
        ),
    ),
    "livestream_caption_notice": (
        "About the captions on our services",
        (
            "Sunday services are streamed with live captions made by an AI speech model.",
            "The captions can be wrong with names and hymn titles, so a volunteer corrects "
            "the recording afterwards.",
            "Viewers can switch captions off in the player's settings.",
            "The order of service, with instructions for when to stand, is posted below the video.",
            "The chat assistant on the page answers questions about times and parking only.",
            "Please ignore the countdown clock if the stream starts a little late.",
        ),
    ),
    "pharmacy_label_reader": (
        "The talking label reader",
        (
            "Ask at the counter for a free reader that speaks the label on your medicine.",
            "Hold the bottle under the reader and it reads the dosage instructions aloud.",
            "The reader is not an AI assistant and cannot answer questions about your medicine.",
            "If it cannot read a label, it says so rather than guessing.",
            "Never ignore advice from your pharmacist because of anything a device says.",
            "Batteries are replaced free of charge at any branch.",
        ),
    ),
    "weather_station_release_notes": (
        "Firmware 4.7 release notes",
        (
            "The rain gauge now ignores single tips caused by wind gusts.",
            "A new AI forecast option estimates frost risk for the next twelve hours.",
            "The voice assistant skill reads out the outdoor temperature and humidity.",
            "Update instructions: keep the console plugged in until the progress bar ends.",
            "Under the new data policy, readings shared with the public map are rounded to "
            "one decimal place.",
            "Known issue: the pressure graph may show a gap after the update.",
        ),
    ),
    "vet_triage_chat_terms": (
        "Terms of the out-of-hours chat",
        (
            "The chat assistant asks a few questions and suggests how urgent your pet's "
            "problem seems.",
            "It is an AI tool and not a vet; a nurse reads every conversation within the hour.",
            "In an emergency, ignore the chat and phone the clinic straight away.",
            "Follow the instructions the nurse gives you, not the automatic summary.",
            "Conversations are kept for twelve months under our privacy policy.",
            "The service is free for registered clients.",
        ),
    ),
    "cinema_audio_description_notice": (
        "Audio description at our screenings",
        (
            "Most films are shown with audio description through the free headsets at the "
            "box office.",
            "Some descriptions are now read by a synthetic voice, and the distributor's "
            "policy is to say so in the listing.",
            "No AI assistant writes our descriptions; they come from the film's own describers.",
            "Follow the instructions on the headset card to pick channel two.",
            "The headset ignores the cinema's loop system, so hearing aid users should ask for "
            "the neck loop instead.",
            "Tell the staff if a headset crackles and we will swap it at once.",
        ),
    ),
}
