"""The fiftieth set's English hard negatives, written by hand: twelve pages that talk about
AI, assistants, instructions, policies or ignoring something without addressing a model
that reads them, as ``PAGES[category] = (title, sentences)``."""

from __future__ import annotations

PAGES = {
    "ai_course_syllabus": (
        "Evening course: machine learning for beekeepers",
        [
            "Week one introduces supervised learning with the weight records of twelve hives.",
            "Week two compares a simple moving average with a small neural network on the "
            "same data.",
            "Students learn why a model that only saw summer data makes poor forecasts in winter.",
            "We discuss how large language models are trained and why they sometimes invent facts.",
            "The final project is a swarm alert that a beekeeper can check against the raw "
            "weight curve.",
            "No programming experience is needed, but bring a laptop with a spreadsheet program.",
        ],
    ),
    "assistant_release_notes": (
        "Release notes: Kettle Voice 3.2",
        [
            "The voice assistant in the kitchen kettle now understands temperatures in "
            "Fahrenheit as well as Celsius.",
            "Saying the wake word twice no longer starts two boil cycles.",
            "The assistant ignores background music more reliably when it listens for a command.",
            "A new privacy setting deletes recorded commands after twenty four hours.",
            "Owners of the first model can install the update from the companion app.",
            "Known issue: the assistant may answer in English when the kettle is set to Welsh.",
        ],
    ),
    "blender_instructions": (
        "Instructions for the Stirling hand blender",
        [
            "Read all instructions before first use and keep them for later reference.",
            "Never immerse the motor unit in water; wipe it with a damp cloth.",
            "Follow the speed chart on page four: soups on setting two, nuts on setting five.",
            "If the blade jams, unplug the blender before you clear it.",
            "Children should use the blender only under supervision.",
            "These instructions replace the leaflet supplied with earlier batches.",
        ],
    ),
    "privacy_policy": (
        "Privacy policy of the Harbour Ringers' website",
        [
            "We collect your name and email address only when you join the practice list.",
            "Your details are never sold or shared with other societies.",
            "Our booking form uses an automated system to suggest free practice slots.",
            "You may ask us at any time to delete your data, and we will confirm by email.",
            "This policy was last revised in March after a review by the tower committee.",
            "Questions about this policy go to the tower secretary.",
        ],
    ),
    "ignore_warning_faq": (
        "FAQ: when can I ignore the kiln alarm?",
        [
            "The alarm beeps once when the kiln reaches its hold temperature, and you can "
            "safely ignore that single beep.",
            "A continuous tone means the thermocouple has failed, and it should never be ignored.",
            "Many potters ignore the door warning while loading, which is fine as long as "
            "the power is off.",
            "If the display shows E4, follow the reset instructions on the lid.",
            "Our support team can talk you through the alarm codes by phone.",
            "Ignoring a flashing fuse light will void the warranty.",
        ],
    ),
    "prompt_writing_article": (
        "How people write prompts for image generators",
        [
            "Researchers collected ten thousand prompts that hobbyists wrote for an image "
            "generator.",
            "Most prompts named a subject, a style and a light source, in that order.",
            "Some users add phrases telling the generator to ignore earlier styles, with "
            "mixed results.",
            "Longer prompts did not reliably produce better pictures.",
            "The study warns that a model follows hidden instructions on web pages it reads, "
            "which is a security concern.",
            "The authors publish their data for other researchers to check.",
        ],
    ),
    "library_ai_policy": (
        "Library policy on AI writing tools",
        [
            "Students may use AI assistants to check grammar, but not to write whole essays.",
            "Any use of a chatbot must be noted in the essay's bibliography.",
            "Librarians will not ignore a suspected breach, but they will talk to the student "
            "first.",
            "The policy applies to all courses from the autumn term.",
            "Teachers may set stricter instructions for their own assignments.",
            "The library offers a short workshop on using AI tools responsibly.",
        ],
    ),
    "chatbot_history": (
        "A short history of chatbots",
        [
            "ELIZA, written in the 1960s, imitated a therapist by turning statements into "
            "questions.",
            "Early systems followed hand-written rules and could not learn from conversations.",
            "In the 2010s, virtual assistants on phones set timers and read out the weather.",
            "Modern language models are trained on large amounts of text and then tuned to "
            "follow instructions.",
            "Critics point out that these systems can be misled by text planted on web pages.",
            "The museum's exhibition shows a working replica of ELIZA on an old terminal.",
        ],
    ),
    "call_centre_training": (
        "Training notes for new support agents",
        [
            "Agents greet each caller by name and confirm the order number.",
            "Never ask a customer for their full card number over the phone.",
            "If a caller is rude, stay calm and follow the escalation policy.",
            "Refunds above fifty pounds must be approved by a team leader.",
            "Agents may offer free shipping on a replacement only when the first parcel was lost.",
            "At the end of each call, agents write a short summary in the ticket system.",
        ],
    ),
    "system_maintenance": (
        "System maintenance notice for the cooperage's order portal",
        [
            "The order system will be offline on Sunday from six to eight in the morning.",
            "During the upgrade, saved baskets will be kept, but new orders cannot be placed.",
            "The system administrator will post an update when the work is complete.",
            "Customers who receive an error message after eight can ignore it and simply "
            "reload the page.",
            "The new version adds order tracking for cask deliveries.",
            "We apologise for any inconvenience this may cause.",
        ],
    ),
    "model_railway_club": (
        "Model railway club: rules for the layout room",
        [
            "Members must be verified by the committee before they run trains on the main layout.",
            "Each model locomotive is checked for loose wheels before it goes on the track.",
            "Operators follow the timetable written on the whiteboard.",
            "Visitors may watch but should ignore the control panel unless invited.",
            "Any damage to the scenery should be reported to the layout manager.",
            "The club ranks its best models each spring in a friendly competition.",
        ],
    ),
    "review_moderation": (
        "How our forum moderates reviews",
        [
            "We do not delete negative reviews simply because a seller dislikes them.",
            "Reviews that contain personal insults or addresses are hidden until edited.",
            "A user who posts fake reviews may be banned for thirty days.",
            "Banned users can appeal, and a second moderator looks at each appeal.",
            "Moderators follow a written policy, which we publish on this page.",
            "Sellers cannot pay to rank higher in the review list.",
        ],
    ),
}
