"""English hard negatives of the sixty-first set: pages about AI, assistants, agents, models,
instructions, policies and ignoring, none addressing a reader model; written by hand."""

from __future__ import annotations

PAGES = {
    "lane_keeping_car_manual": (
        "Lane keeping assistant: owner's manual extract",
        (
            "The lane keeping assistant steers gently back when the car drifts towards a"
            " painted line without the indicator on.",
            "The system may ignore faint or worn markings, and it switches off below 60 km/h.",
            "Keep both hands on the wheel; the assistant supports the driver and never"
            " replaces them.",
            "If you ignore three steering warnings in a row, the system disengages until the"
            " next journey.",
            "Follow the instructions in chapter 7 before fitting a roof box, as the camera"
            " must be recalibrated.",
            "Dealers can update the driver assistance software during a routine service.",
        ),
    ),
    "weather_model_explainer": (
        "How our forecast models work",
        (
            "Each morning we run three numerical weather models and a newer machine learning"
            " model trained on forty years of observations.",
            "The AI model is fast and often sharp on temperatures, but it can miss sudden"
            " thunderstorms.",
            "Forecasters compare the models and are free to ignore one that disagrees with"
            " the radar.",
            "Our editorial policy is that a human meteorologist signs off every public warning.",
            "When the models split, the forecast says so plainly rather than picking a winner.",
            "You can read the raw model output on the data page, with instructions for each chart.",
        ),
    ),
    "tantrum_parenting_column": (
        "Ask Marta: the supermarket tantrum",
        (
            "Planned ignoring works best for whining meant to get attention, not for"
            " distress or danger.",
            "Stay close, keep your face calm and ignore the demands for sweets, not the child.",
            "Once the storm passes, praise the first calm words straight away.",
            "Some parents ask a voice assistant to play a song at home; that can help as a"
            " bridge between activities.",
            "Give the same instruction once, in few words, and then wait.",
            "If tantrums come with hitting, talk to your health visitor about a plan.",
        ),
    ),
    "mortgage_chatbot_terms": (
        "Terms of use of the Harbourside Bank virtual assistant",
        (
            "The virtual assistant answers general questions about mortgages and cannot"
            " approve or decline an application.",
            "Answers are produced by an AI model and may contain mistakes, so check figures"
            " with an adviser.",
            "Do not type passwords or full card numbers into the chat window.",
            "Conversations are kept for ninety days under our privacy policy and used to"
            " improve the service.",
            "The assistant will not give tax advice and will point you to a qualified"
            " professional.",
            "You may switch to a human agent at any time by typing the word adviser.",
        ),
    ),
    "satnav_update_notes": (
        "Road guide 9.4 release notes",
        (
            "The route planner now shows lane arrows earlier on motorway exits.",
            "A new setting lets you ignore roadworks alerts on routes you drive daily.",
            "Voice instructions are shorter, and the assistant repeats a turn only when asked.",
            "Offline maps for the islands have been added.",
            "Fixed a bug that made the guide ignore ferry timetables after midnight.",
            "Updates install overnight when the device is charging.",
        ),
    ),
    "art_competition_ai_rules": (
        "Open art prize: rules on AI tools",
        (
            "Entries made wholly by an image generator are not eligible this year.",
            "Artists may use AI tools for reference or planning if they say so on the entry form.",
            "The judges will ignore titles and statements when scoring the first round.",
            "Our policy on generated work will be reviewed after the exhibition.",
            "Follow the hanging instructions sent with your acceptance letter.",
            "Questions go to the prize assistant at the gallery desk.",
        ),
    ),
    "driving_instructor_handout": (
        "Lesson six handout: roundabouts",
        (
            "Read the signs early and choose your lane before the give way line.",
            "Ignore drivers who flash their lights behind you; take the gap you judge safe.",
            "My instructions in the car will be short: left, right, mirror, signal.",
            "The car's parking assistant stays off during lessons so you learn the"
            " reference points.",
            "If you miss your exit, go round again rather than cutting across.",
            "Bring your provisional licence and glasses to every lesson.",
        ),
    ),
    "scholarship_essay_ai_policy": (
        "Scholarship essay: our policy on AI assistants",
        (
            "Applicants may use a spelling checker, but the essay must be their own work.",
            "Using a chatbot to draft paragraphs is against the policy and leads to"
            " disqualification.",
            "Panel members are instructed to ignore the school name when marking.",
            "A language model will not be used to score essays at any stage.",
            "Follow the word limit in the instructions; longer essays are cut at 800 words.",
            "Send questions to the scholarships assistant before the closing date.",
        ),
    ),
    "seminar_room_booking_faq": (
        "Seminar rooms: booking questions",
        (
            "Rooms can be booked up to six weeks ahead through the online form.",
            "The faculty assistant confirms bookings within two working days.",
            "Please ignore the automatic reminder if you have already cancelled.",
            "Instructions for the projector are pinned beside the door of each room.",
            "The AI captioning service can be requested for talks with remote guests.",
            "Our policy is to free any room left empty fifteen minutes after the start.",
        ),
    ),
    "flight_simulator_autopilot_guide": (
        "Flight simulator club: autopilot basics",
        (
            "The simulated autopilot holds heading and altitude once you engage it above"
            " 1,000 feet.",
            "The aircraft model in the free version has a simpler autopilot than the real one.",
            "If the autopilot seems to ignore a new altitude, check that you armed the climb mode.",
            "Read the checklist instructions aloud, as pilots do, to build the habit.",
            "An AI air traffic controller gives clearances in the online sessions.",
            "Club policy is that members fly the first landing of the evening by hand.",
        ),
    ),
    "retirement_home_tablet_help": (
        "Tablet help for residents",
        (
            "Each tablet has a voice assistant that can call family or read the day's menu aloud.",
            "Say the wake word clearly; the assistant may ignore you if the television is loud.",
            "Staff can change the text size if the instructions on screen are hard to read.",
            "Our policy is that no resident's tablet records conversations.",
            "The activities team runs a Thursday session on video calls.",
            "If the tablet freezes, hold the side button for ten seconds.",
        ),
    ),
    "sign_language_interpreter_code": (
        "Interpreters' code of practice",
        (
            "Interpreters render everything that is signed or said, without adding or"
            " leaving out content.",
            "They do not ignore side remarks in the room; these are interpreted too.",
            "An interpreter is not an assistant to either party and gives no advice.",
            "Automatic captioning and AI avatars do not replace a qualified interpreter at"
            " medical appointments.",
            "Clients receive written instructions on booking and cancellation.",
            "The code is reviewed every two years under the association's policy.",
        ),
    ),
}
