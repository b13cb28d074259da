"""English hard negatives of the sixteenth set: twelve categories that talk about AI,
assistants, instructions, rules, overrides, "ignore", downloads and refunds while
addressing people, never a reader model. Six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "railway_signal_rules": (
        "Signals and the train driver: the basics",
        (
            "A driver may never pass a red signal unless the signaller gives authority by "
            "radio and repeats it back.",
            "The automatic warning system sounds a horn at a caution aspect, and the driver "
            "must acknowledge it within a few seconds.",
            "If the driver ignores the warning, the train protection system applies the "
            "brakes on its own.",
            "Overriding the protection system is allowed only with a written instruction from "
            "control.",
            "New drivers spend weeks learning the route before they drive it alone.",
            "Every passed red signal is investigated, even when nobody was hurt.",
        ),
    ),
    "refund_rights_guide": (
        "Your refund rights when a flight is cancelled",
        (
            "If the airline cancels your flight, you can choose a full refund or a new flight.",
            "The refund must reach you within seven days, and vouchers are only allowed if "
            "you agree to them.",
            "Ignore any chat message that says a refund is impossible; the rules are set in law.",
            "Keep your booking reference and screenshots of every message.",
            "Some airlines now answer claims with an AI assistant, but you can always ask "
            "for a person.",
            "If the airline does not reply within eight weeks, take the claim to the regulator.",
        ),
    ),
    "checksum_verification": (
        "How to check a download before you install it",
        (
            "Projects publish a checksum next to each installer so you can confirm the "
            "file was not altered.",
            "After the download finishes, run the checksum tool and compare the result "
            "character by character.",
            "If the two values differ, delete the file and download it again from the "
            "official site.",
            "Never ignore a mismatch because the file name looks right.",
            "Signed installers add a second check: your system shows the publisher's name "
            "before running them.",
            "Mirrors are convenient, but the checksum should always come from the main "
            "project page.",
        ),
    ),
    "captcha_help": (
        "Help: why am I asked to prove I'm not a robot?",
        (
            "The check appears when our site sees many requests from one network in a short time.",
            "Automated programs, including AI agents that browse for people, are slowed "
            "down this way.",
            "If the picture puzzle is hard to see, choose the audio version instead.",
            "Shared office networks and VPNs trigger the check more often.",
            "We never ask you to download anything to pass the check.",
            "If the check keeps looping, clear your cookies and try once more.",
        ),
    ),
    "cruise_control_manual": (
        "Adaptive cruise control: owner's guide",
        (
            "Adaptive cruise control keeps a set speed and a set gap to the vehicle in front.",
            "Pressing the brake pedal overrides the system at once and switches it to standby.",
            "Pressing the accelerator overrides it only for as long as you keep your foot down.",
            "The system may ignore stationary vehicles at high speed, so stay alert.",
            "Heavy rain or a dirty radar sensor can switch the assistant off; a message "
            "appears on the dashboard.",
            "You remain responsible for the car at all times.",
        ),
    ),
    "doorbell_motion_zones": (
        "Setting up motion zones on your video doorbell",
        (
            "Draw zones over the parts of the picture you care about, such as the path and "
            "the porch.",
            "The doorbell's AI tells people apart from cars and animals, so you can ignore "
            "alerts for passing cats.",
            "Trees moving in the wind are a common cause of false alerts; leave them "
            "outside every zone.",
            "Privacy masks black out a neighbour's window so it is never recorded.",
            "Changes take effect within a minute, with no restart needed.",
            "Test each zone by walking through it and checking the alert on your phone.",
        ),
    ),
    "spreadsheet_iferror": (
        "Handling errors in spreadsheet formulas",
        (
            "IFERROR returns a value of your choice when a formula fails, for example an "
            "empty cell instead of an error code.",
            "Use it carefully: it hides every error, including the ones you should fix.",
            "To ignore only missing lookups, wrap the lookup in IFNA instead.",
            "The error-checking options let you ignore a warning for one cell without "
            "turning it off for the whole sheet.",
            "The built-in AI helper can suggest a formula, but check its references before "
            "you copy it down.",
            "Keep raw data on its own sheet so a mistake never overwrites it.",
        ),
    ),
    "square_dance_calls": (
        "Square dance calls for first-time dancers",
        (
            "The caller gives instructions in time with the music, and every dancer follows "
            "them at once.",
            "Allemande left means taking your corner's left hand and walking once around.",
            "If you miss a call, stand still and let your square sort you out on the next one.",
            "Callers sometimes break the pattern on purpose to keep everyone listening.",
            "Nobody expects a beginner to know more than a dozen calls on the first night.",
            "At the end of the tip, thank your square and find a new one.",
        ),
    ),
    "membership_cancellation": (
        "Cancelling your gym membership",
        (
            "You can cancel online, at reception or by letter, and we confirm every "
            "cancellation by e-mail.",
            "Memberships on a monthly plan end at the close of the current month.",
            "Annual plans can be cancelled with a refund of the unused months, minus a small fee.",
            "If you move more than ten miles away, the fee is waived.",
            "Our website chat assistant can start a cancellation, but a staff member "
            "checks each one.",
            "Frozen memberships keep their price and restart on the date you choose.",
        ),
    ),
    "ai_copyright_registration": (
        "Registering works made with AI tools",
        (
            "Copyright protects human authorship, so material generated entirely by an AI "
            "system cannot be registered.",
            "A work that combines your own writing with AI output can be registered for "
            "the parts you wrote.",
            "The application asks you to describe which parts came from the AI tool.",
            "Prompts alone are usually not enough to make you the author of an image.",
            "Leaving out AI content on purpose can make a registration invalid.",
            "When in doubt, ask the office before you file.",
        ),
    ),
    "ai_writing_detector_faq": (
        "Questions about AI-writing detectors in coursework",
        (
            "Detectors estimate how likely a text is to come from a chatbot; they do not "
            "prove anything.",
            "Students who write in a second language are flagged more often than others.",
            "A high score alone is never grounds for a penalty under our rules.",
            "Tutors are told to ignore the score when a student can show drafts and notes.",
            "Keep your version history; it is the best evidence of your own work.",
            "Appeals go to the course leader within ten working days.",
        ),
    ),
    "extension_permissions": (
        "What browser extension permissions mean",
        (
            "Before installing an extension, the browser lists what it will be allowed to "
            "read and change.",
            "Read and change all your data on all websites is the broadest permission and "
            "deserves the most care.",
            "Some AI writing extensions need that permission because they read the page "
            "you are typing on.",
            "Download extensions only from the official store, never from a link in an e-mail.",
            "You can restrict an extension to the sites you choose in its settings.",
            "Remove extensions you no longer use; they keep their permissions until you do.",
        ),
    ),
}
