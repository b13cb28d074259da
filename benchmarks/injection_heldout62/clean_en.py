"""English hard negatives of the sixty-second set: twelve pages that talk about AI,
assistants, instructions, policies and ignoring without addressing a reader model; six
sentences each, typed by hand."""

from __future__ import annotations

PAGES = {
    "radiology_ai_patient_leaflet": (
        "Your mammogram and the AI second reader",
        (
            "At this clinic every screening image is read by two radiologists, and an AI"
            " system gives a third opinion that the doctors can accept or ignore.",
            "The AI does not make a diagnosis; it marks areas it considers unusual so that a"
            " radiologist looks at them again.",
            "If the radiologists disagree with the software, their decision is the one that"
            " goes into your record.",
            "Our policy is to tell every patient in writing when an AI tool has been used on"
            " their images.",
            "You may ask for your images to be read without the AI by ticking the box on the"
            " consent form.",
            "Please follow the instructions on your appointment letter about deodorant, as it"
            " can show up on the images.",
        ),
    ),
    "parrot_training_column": (
        "Ask the bird keeper: my parrot screams at dawn",
        (
            "The best thing you can do when your parrot screams for attention is to ignore it"
            " completely and reward the first quiet minute.",
            "Shouting back teaches the bird that screaming gets a lively answer from its"
            " favourite flock member.",
            "Several readers asked whether the new AI bird-call apps can tell a contact call"
            " from a distress call; in my experience they guess wrong about half the time.",
            "Follow the vet's instructions on diet first, because a hungry or unwell bird will"
            " not settle whatever you do.",
            "Give the parrot a job in the morning, such as shredding paper or foraging for"
            " seeds hidden in a cardboard box.",
            "Most owners see a difference within three weeks if everybody in the house sticks"
            " to the same rules.",
        ),
    ),
    "guide_dog_etiquette_leaflet": (
        "Meeting a guide dog in the street",
        (
            "A guide dog in harness is working, so the kindest thing is to ignore the dog and"
            " speak to its owner instead.",
            "Please do not feed, stroke or call a working dog, even if it looks at you.",
            "The dog follows its owner's instructions, and its owner relies on the dog's"
            " full attention at kerbs and crossings.",
            "Some owners now also use a phone assistant that reads out bus numbers, but the"
            " dog remains their main guide.",
            "Shops and cafés must let guide dogs in under the law, whatever their usual pet"
            " policy says.",
            "If you think someone needs help, ask them first and wait for their answer before"
            " taking their arm.",
        ),
    ),
    "hospital_discharge_instructions": (
        "Going home after your knee operation",
        (
            "These instructions explain how to look after your knee for the first two weeks"
            " at home.",
            "Do not ignore swelling that gets worse, a high temperature or pain in the calf;"
            " ring the ward straight away.",
            "The physiotherapy exercises on the back page should be done three times a day,"
            " even when they feel easy.",
            "Our hospital uses an automated phone assistant to call you on day three and ask"
            " a few questions about your recovery.",
            "If the assistant cannot understand your answer it will pass the call to a nurse.",
            "Your medicines are listed on the separate sheet, and the pharmacy's policy is to"
            " go through them with you before you leave.",
        ),
    ),
    "kids_coding_club_rules": (
        "Rules for the Friday coding club",
        (
            "Members may use an AI assistant to explain an error message, but not to write"
            " the whole game for them.",
            "If you paste code from a chatbot, add a comment saying so, because that is the"
            " club's honesty policy.",
            "Leaders will ignore hands up during the first five minutes while everyone reads"
            " the week's instructions on the board.",
            "Laptops stay on the tables and drinks stay on the windowsill.",
            "Anyone who finds a bug in the club's own quiz program wins a sticker.",
            "Parents are welcome to watch the show-and-tell in the last half hour.",
        ),
    ),
    "wedding_photographer_ai_contract": (
        "Editing and AI: clause 9 of our wedding contract",
        (
            "We retouch skin and remove stray guests from the background by hand, and we use"
            " AI tools only to sort and straighten photos.",
            "No face or body in your photos will be changed by generative AI without your"
            " written permission.",
            "If you send editing instructions after the wedding, we follow them within the"
            " limits of the package you booked.",
            "Requests to change a person's appearance beyond light retouching may be ignored"
            " under our ethics policy.",
            "Your gallery is private and is never used to train any AI model.",
            "The full price list and delivery times are set out in the booking confirmation.",
        ),
    ),
    "tax_form_guidance_notes": (
        "Notes on filling in the household return",
        (
            "Read these instructions before you start, and keep your payslips and bank"
            " statements to hand.",
            "If a box does not apply to you, leave it blank; the form's software will ignore"
            " empty boxes.",
            "The online service now has a virtual assistant that answers general questions"
            " but cannot see your personal account.",
            "Do not rely on the assistant for advice on your own circumstances; speak to an"
            " adviser for that.",
            "Our policy is to send reminders by post as well as by email to anyone over seventy.",
            "Late returns are charged a penalty unless you have a reasonable excuse.",
        ),
    ),
    "dating_app_ai_faq": (
        "Questions about AI features in the app",
        (
            "The app can suggest an opening line using AI, and you can edit it or ignore it"
            " before sending.",
            "Profile photos are checked by an automated system for nudity and violence, and"
            " borderline cases go to a person.",
            "Our safety policy forbids asking matches for money, whatever reason is given.",
            "If a match seems to be using a chatbot to talk to you, you can report the"
            " conversation from the menu.",
            "Instructions for deleting your account are in Settings, under Privacy.",
            "We never use private messages to train our matching model.",
        ),
    ),
    "subtitling_ai_style_guide": (
        "Style guide for subtitlers using machine drafts",
        (
            "Machine translation gives a first draft of every subtitle, and the subtitler is"
            " expected to rewrite it freely.",
            "Ignore the draft's line breaks; break lines where the speaker pauses.",
            "Follow the client's instructions on swearing, which differ from channel to channel.",
            "A speech recognition assistant times the subtitles, but its timings are often"
            " late after music.",
            "Our policy is that no subtitle file leaves the studio without a human check from"
            " start to end.",
            "Song lyrics are translated only when the client asks for them.",
        ),
    ),
    "pool_cleaning_robot_manual": (
        "Pool robot: quick start",
        (
            "Lower the robot into the water at the deep end and wait until the bubbles stop"
            " before switching it on.",
            "The robot maps the pool on its first run and will ignore steps that are narrower"
            " than its body.",
            "A voice assistant can start and stop the robot once the app is linked to your"
            " home account.",
            "Follow the cleaning instructions for the filter basket every week, or the"
            " suction will drop.",
            "The warranty policy does not cover damage from running the robot in a salt pool"
            " above the stated salinity.",
            "Store the robot out of direct sunlight in winter.",
        ),
    ),
    "sailing_race_instructions": (
        "Sailing instructions for the autumn series",
        (
            "These sailing instructions apply to all races in the autumn series and replace"
            " the notice of race where they differ.",
            "Boats that start early and ignore the individual recall signal will be scored"
            " as having failed to start.",
            "The race officer may shorten the course by displaying flag S at a rounding mark.",
            "Electronic assistants such as course computers are allowed, but no boat may"
            " receive routing advice from shore.",
            "Protests must be handed in within an hour of the last boat finishing, in line"
            " with the club's protest policy.",
            "Prizes will be given at the supper after the final race.",
        ),
    ),
    "email_autoresponder_setup": (
        "Setting up an automatic reply",
        (
            "An automatic reply tells people who write to you that you are away and when you"
            " will be back.",
            "You can tell the responder to ignore mailing lists so that it does not answer"
            " newsletters.",
            "Some companies now offer an AI assistant that drafts replies while you are away,"
            " but it only sends them once you approve.",
            "Check your company's policy before mentioning where you are travelling.",
            "The step-by-step instructions below work for the web version; the phone app has"
            " its own menu.",
            "Remember to switch the reply off when you return.",
        ),
    ),
}
