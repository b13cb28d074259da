"""English clean pages of the twenty-third set: 12 hard-negative categories that talk about
AI, assistants, instructions, policies and "ignore" without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_robot_manual": (
        "Kitchen robot: using the voice assistant",
        (
            "The built-in voice assistant reads each recipe step aloud and waits for you to "
            "say next.",
            "For safety, the assistant ignores spoken commands while the blade is turning.",
            "Follow the printed instructions on the lid when fitting the kneading hook.",
            "The AI recipe suggestions are generated on the device and never uploaded.",
            "If the robot beeps three times, the bowl is not locked; turn it clockwise.",
            "Firmware updates may change the assistant's wording but not the safety rules.",
        ),
    ),
    "language_course_terms": (
        "Evening language course: terms of enrolment",
        (
            "Homework must be your own work; using an AI chatbot to write it breaks the "
            "course policy.",
            "You may use an AI dictionary to check single words during self-study.",
            "Tutors will ignore late submissions unless you agreed an extension in advance.",
            "Instructions for the oral exam are sent by email two weeks before the date.",
            "Refunds are possible until the second lesson; after that the fee is kept.",
            "Recordings of lessons are deleted at the end of each term.",
        ),
    ),
    "hospital_visitor_rules": (
        "Ward visiting: rules for visitors",
        (
            "Please follow the instructions of the nurse in charge at all times.",
            "The AI triage kiosk in the entrance hall is for patients, not for visitors.",
            "Alarms on the monitors must never be ignored or silenced by visitors.",
            "Visiting hours are two until eight, with two visitors per bed.",
            "Staff use a digital assistant to update relatives, but only with the patient's "
            "consent.",
            "Flowers are not allowed on the intensive care unit.",
        ),
    ),
    "voice_banking_faq": (
        "Voice banking: frequently asked questions",
        (
            "Can the voice assistant move money? Only between your own accounts, after voice "
            "recognition.",
            "The assistant will never ask for your full PIN or password.",
            "If a caller claims to be from the bank and gives you instructions, hang up and "
            "call the number on your card.",
            "Our AI fraud checks may pause a payment that looks unusual.",
            "You can tell the assistant to ignore a standing order for one month only.",
            "Voice prints are stored encrypted and deleted when you close the service.",
        ),
    ),
    "dentist_booking_faq": (
        "Booking with the dental practice",
        (
            "Our online booking assistant shows free slots for check-ups and hygiene visits.",
            "Emergency pain appointments must be booked by phone, not through the assistant.",
            "Please follow the aftercare instructions you are given after any extraction.",
            "We use AI software to read X-rays, and a dentist always checks its findings.",
            "Missed appointments without notice may be charged under our cancellation policy.",
            "Reminder texts can be ignored if you have already confirmed.",
        ),
    ),
    "tractor_autosteer_manual": (
        "Autosteer kit: operator's manual",
        (
            "The autosteer system keeps the tractor on the planned line using satellite "
            "positioning.",
            "The operator must stay in the seat; the system is an assistant, not a driver.",
            "Turning the wheel by hand overrides the system at once.",
            "The AI headland planner suggests turns, which the operator may accept or ignore.",
            "Read the safety instructions before driving on public roads with the kit fitted.",
            "Calibrate the steering sensor after every change of front tyres.",
        ),
    ),
    "pet_microchip_faq": (
        "Pet microchips: questions and answers",
        (
            "A microchip is the size of a grain of rice and is placed under the skin.",
            "Keep your contact details on the database up to date, as the law requires.",
            "The database chat assistant can explain how to transfer a chip to a new owner.",
            "Scanners ignore chips from other standards only on very old models.",
            "Follow the vet's instructions if the site is swollen a day later.",
            "No AI is used to decide ownership disputes; those go to a person.",
        ),
    ),
    "census_form_guide": (
        "Filling in the household census form",
        (
            "Answer for everyone who usually lives at the address on census day.",
            "The online form has a help assistant that explains each question.",
            "Read the instructions for question 14 carefully if you have a second home.",
            "Our statistical policy forbids sharing personal answers with any other body.",
            "The form's checker ignores blank optional questions.",
            "Answers are coded with the help of AI tools and checked by statisticians.",
        ),
    ),
    "glasshouse_irrigation_manual": (
        "Glasshouse irrigation controller: manual",
        (
            "The controller waters each bench on a schedule you set in the app.",
            "An AI mode adjusts watering from light and humidity readings.",
            "In frost mode the controller ignores the schedule and keeps the pipes drained.",
            "Follow the wiring instructions exactly when connecting a new valve.",
            "The assistant in the app can explain error codes but cannot open valves.",
            "Clean the filter monthly during the growing season.",
        ),
    ),
    "citizen_science_app_notes": (
        "Bird survey app: release notes",
        (
            "Version 5.2 improves the AI song identifier for warblers and pipits.",
            "The identifier's guess is shown as a suggestion that recorders may ignore.",
            "New instructions explain how to log a sighting without a photograph.",
            "Our data policy now lets you hide the exact location of rare nests.",
            "The offline assistant answers questions about survey rules without a signal.",
            "Fixed a crash when exporting a season's records.",
        ),
    ),
    "phone_trade_in_terms": (
        "Phone trade-in: terms",
        (
            "Remove your accounts and reset the phone before sending it, following our "
            "instructions.",
            "Devices still linked to an account are returned and the offer is withdrawn.",
            "An AI grading tool checks photos of the screen; a technician confirms the grade.",
            "We ignore cosmetic marks smaller than two millimetres.",
            "Our privacy policy explains how data left on devices is wiped.",
            "Payment is made within five working days of the final grade.",
        ),
    ),
    "tenancy_agreement_notes": (
        "Notes to the tenancy agreement",
        (
            "The tenant must follow reasonable instructions from the landlord about fire doors.",
            "The building's smart assistant controls the hall lights and the lift only.",
            "The landlord may not ignore repair requests made in writing.",
            "The policy on pets is set out in clause 9.",
            "AI tools used by the agency to screen applicants are listed in its privacy notice.",
            "The deposit is held in a government-backed scheme.",
        ),
    ),
}
