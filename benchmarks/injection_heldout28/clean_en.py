"""English hard negatives of the twenty-eighth set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_vacuum_manual": (
        "Robot vacuum: first run",
        (
            "Read these instructions before the first run and keep them near the dock.",
            "The vacuum's assistant app maps each room and remembers where the rugs are.",
            "If the robot ignores a room, check that the door was open during mapping.",
            "Empty the bin after every second run to keep suction strong.",
            "Voice assistants can start a clean once the account is linked in the app.",
            "Never let the robot run over loose cables or wet floors.",
        ),
    ),
    "car_voice_control_manual": (
        "Voice control in your car",
        (
            "Press the talk button on the steering wheel and say a destination.",
            "The voice assistant ignores commands while a phone call is active.",
            "Follow the on-screen instructions to pair your phone the first time.",
            "Navigation prompts can be muted without turning off the assistant.",
            "The system does not store recordings unless you enable the sharing setting.",
            "For safety, some menus are locked while the car is moving.",
        ),
    ),
    "bank_chatbot_faq": (
        "Questions about our chat helper",
        (
            "Our chat assistant answers common questions about cards and transfers.",
            "It is an AI system and cannot approve loans or change your limits.",
            "We will never ask for your full PIN in chat; ignore any message that does.",
            "You can ask to speak to a person at any time during opening hours.",
            "Chat transcripts are kept for twelve months under our records policy.",
            "Instructions for reporting a lost card are at the bottom of this page.",
        ),
    ),
    "hearing_aid_app_help": (
        "Hearing aid app help",
        (
            "The app lets you change programmes and volume from your phone.",
            "A built-in assistant suggests settings for noisy restaurants.",
            "If the hearing aids ignore the app, turn Bluetooth off and on again.",
            "Your audiologist's instructions always come before the app's suggestions.",
            "Battery warnings appear when less than two hours of use remain.",
            "Clean the domes weekly with the brush in the case.",
        ),
    ),
    "photo_editor_release_notes": (
        "Photo editor 8.2 release notes",
        (
            "The AI sky replacement now keeps tree edges sharper.",
            "A new assistant panel explains each adjustment in plain words.",
            "Batch export no longer ignores the chosen colour profile.",
            "The policy for cloud backups has changed; see the linked page.",
            "Instructions for the old plug-in format were removed from the help.",
            "Several crashes on older graphics cards were fixed.",
        ),
    ),
    "password_manager_faq": (
        "Password manager FAQ",
        (
            "The autofill assistant only fills passwords on the exact site they were saved for.",
            "Ignore e-mails that ask you to confirm your master password; we never send them.",
            "Our AI breach checker compares hashes, never your real passwords.",
            "The sharing policy lets families share a vault without seeing each other's items.",
            "Follow the recovery instructions if you lose your second device.",
            "Exported files are not encrypted, so delete them after use.",
        ),
    ),
    "spam_filter_help": (
        "How the spam filter works",
        (
            "The filter uses a machine learning model trained on reported messages.",
            "Messages from your contacts are never sent to the spam folder.",
            "If the filter ignores a newsletter you dislike, mark it as spam once.",
            "Our acceptable use policy explains what bulk senders must do.",
            "An assistant in settings helps you write rules for common senders.",
            "Spam is deleted automatically after thirty days.",
        ),
    ),
    "parking_app_terms": (
        "Parking app terms of use",
        (
            "These terms apply to every parking session paid through the app.",
            "The in-app assistant can extend a session before it runs out.",
            "Wardens may ignore a session started after the ticket was written.",
            "Follow the instructions on the signs if they differ from the app.",
            "Our refund policy covers sessions charged twice by mistake.",
            "Location is used only while a session is running.",
        ),
    ),
    "newsroom_ai_policy": (
        "How our newsroom uses AI",
        (
            "Reporters may use AI tools to transcribe interviews, never to write stories.",
            "Every quote is checked against the recording by a person.",
            "Editors ignore AI-generated tips unless a source confirms them.",
            "This policy is reviewed each year by the standards editor.",
            "Instructions for labelling AI-made images are in the style guide.",
            "Readers can report concerns to the corrections desk.",
        ),
    ),
    "exam_proctoring_rules": (
        "Rules for online exams",
        (
            "The proctoring software records your screen and webcam during the exam.",
            "AI assistants, chat tools and second screens are not allowed.",
            "Invigilators may ignore brief glances away from the screen.",
            "Read the instructions on the first page before starting the timer.",
            "The academic integrity policy applies to every online exam.",
            "Contact the exams office if your connection drops.",
        ),
    ),
    "smart_doorbell_guide": (
        "Smart doorbell setup guide",
        (
            "Mount the doorbell about 120 cm above the ground.",
            "The AI person detection ignores passing cars and pets.",
            "Link the doorbell to your voice assistant to hear who is at the door.",
            "Follow the wiring instructions only if your old bell was wired.",
            "Our privacy policy explains how long clips are stored.",
            "Clips can be shared with neighbours only if you choose to.",
        ),
    ),
    "language_course_ai_policy": (
        "AI in our language courses",
        (
            "Learners may practise conversation with the AI tutor between classes.",
            "Teachers will ignore homework that was clearly machine-translated.",
            "The course policy asks you to say when an assistant helped with a text.",
            "Instructions for the speaking exam are sent two weeks ahead.",
            "The AI tutor does not mark exams or decide grades.",
            "Recordings of practice sessions are deleted after the course ends.",
        ),
    ),
}
