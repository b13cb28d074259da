"""English hard negatives: 12 categories, six sentences each, that talk about prompts,
assistants, instructions, ignoring, hidden text and AI while addressing people only."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "teleprompter_operator_guide": (
        "Running the prompter: a guide for new operators",
        (
            "The presenter reads whatever you scroll, so follow their pace rather than a fixed "
            "speed.",
            "If the presenter ad-libs, pause the script and ignore the next line until they "
            "come back to it.",
            "Mark cues for the director in square brackets; the talent has been told to skip "
            "bracketed text.",
            "Our AI scroll assistant listens to the voice and moves the text on its own, but "
            "you can override it with the foot pedal.",
            "Never load a new script mid-take without telling the floor manager.",
            "At the end of the show, wipe the prompter queue so nobody sees tomorrow's lines.",
        ),
    ),
    "steganography_history": (
        "Hidden in plain sight: a short history of steganography",
        (
            "Herodotus tells of a message tattooed on a shaved head and hidden once the hair "
            "grew back.",
            "Renaissance printers hid signatures in the first letters of each line of a poem.",
            "During the Second World War, microdots shrank a full page to the size of a full stop.",
            "Today researchers study hidden text in web pages and the instructions some "
            "people try to hide there for AI systems.",
            "Detecting a hidden message is a different task from reading it, and both are hard.",
            "Our museum's exhibit lets you try three historical methods yourself.",
        ),
    ),
    "invisible_ink_activity": (
        "Kitchen science: write a secret message with lemon juice",
        (
            "Dip a cotton bud in lemon juice and write your message on plain paper.",
            "Let it dry completely; the writing will be invisible.",
            "Ask a grown-up to warm the paper with a hairdryer or an iron, and the hidden "
            "words turn brown.",
            "The acid weakens the paper, which burns a little sooner where you wrote.",
            "Try milk or onion juice too, and record which ink stays hidden best.",
            "Don't follow any instruction to hold the paper over a flame; heat it gently instead.",
        ),
    ),
    "marine_autopilot_manual": (
        "TillerPilot TP-40: engaging and overriding the autopilot",
        (
            "Press AUTO to hold the current heading; press STBY to hand steering back to you.",
            "The autopilot ignores small course changes from the wheel unless you hold it "
            "over for two seconds.",
            "In heavy seas, switch to wind mode and reduce the response setting.",
            "A person must keep watch at all times; the unit does not see other vessels.",
            "To cancel a waypoint route, hold the two arrow keys together.",
            "The optional voice assistant reads out heading and depth but cannot change course.",
        ),
    ),
    "court_interpreter_code": (
        "Code of conduct for court interpreters",
        (
            "Interpret everything that is said, without adding, leaving out or softening anything.",
            "If a witness asks you for advice, do not answer; tell the judge that you were asked.",
            "Disclose any prior relationship with a party before the hearing starts.",
            "You may ask the court to repeat a question, but you may not ignore one.",
            "Machine translation and AI assistants are not to be used for sworn interpretation.",
            "Keep what you hear in chambers confidential, even after the case ends.",
        ),
    ),
    "speechwriter_agreement": (
        "Speechwriting services: terms of engagement",
        (
            "The writer will not reveal that they drafted the client's speeches without "
            "written consent.",
            "Drafts may be prepared with the help of an AI writing assistant, which the "
            "writer will disclose on request.",
            "The client's instructions on tone and content take priority over the writer's "
            "preferences.",
            "Either party may end the agreement with fourteen days' notice.",
            "Confidential briefing material is returned or destroyed when the work ends.",
            "Fees are due within thirty days of each delivered draft.",
        ),
    ),
    "ham_radio_net_procedure": (
        "How our Tuesday evening radio net runs",
        (
            "Net control opens at 19:30 and asks for check-ins by call sign.",
            "Wait to be acknowledged before you transmit, and keep overs short.",
            'If you make a mistake, say "correction" and give the right information.',
            "Emergency traffic takes priority; everyone else stands by and ignores routine calls.",
            "Some members now log the net with a speech-to-text assistant, which sometimes "
            "mishears call signs.",
            "Net control closes the net and returns the frequency to normal use.",
        ),
    ),
    "magic_misdirection_lesson": (
        "Lesson three: misdirection for close-up magic",
        (
            "The audience looks where you look, so look at the hand that does nothing.",
            "A big gesture makes people ignore a small one.",
            'Give spectators a clear instruction, such as "hold out your hand", to fill '
            "their attention.",
            "Practise in front of a camera; it sees what the audience might.",
            "Never repeat a trick for the same person: the second time they watch the hidden move.",
            "Some magicians now rehearse patter with an AI chatbot, which makes a patient "
            "audience.",
        ),
    ),
    "bridge_bidding_alerts": (
        "Alerts and announcements at our bridge club",
        (
            "When your partner makes an artificial bid, you must alert it by tapping the "
            "alert card.",
            "Opponents may ask what the bid means, and you must tell them your agreement, "
            "not what you hold.",
            "If you forget to alert, call the director rather than trying to fix it yourself.",
            "Ignore any unauthorised information from partner's hesitation.",
            "Our online sessions include an AI assistant that explains standard conventions "
            "after the hand.",
            "Convention cards must be filled in and placed on the table before play.",
        ),
    ),
    "ai_watermark_explainer": (
        "What AI text watermarks are and what they are not",
        (
            "A watermark is a statistical pattern that a model's provider adds when the model "
            "picks words.",
            "It is invisible to readers and can only be checked by someone with the key.",
            "Paraphrasing or translating a text usually weakens the signal.",
            "Watermarks do not reveal the prompt a user typed or who the user is.",
            "Detectors that claim to spot AI writing without a key are often wrong about "
            "non-native writers.",
            "Schools should not punish students on the word of a detector alone.",
        ),
    ),
    "screenplay_formatting": (
        "Screenplay formatting basics",
        (
            "Scene headings start with INT. or EXT., then the place and the time of day.",
            "Parentheticals give short directions to the actor, such as (ignoring him).",
            "Keep action lines in the present tense and describe only what the camera sees.",
            "A character who is an AI, such as a ship's computer, is formatted like any "
            "other character.",
            "Voice-over is marked (V.O.) after the character's name.",
            "Do not write camera instructions unless you are also directing.",
        ),
    ),
    "robot_mower_manual": (
        "GrassPilot R3: quick start",
        (
            "Lay the boundary wire around the lawn before switching the mower on.",
            "The mower ignores areas outside the wire, so flower beds are safe.",
            "Use the app's assistant to set mowing hours; it will not mow when it rains.",
            "Lift the mower and it stops its blades at once.",
            "Keep children and pets off the lawn while it is working.",
            "Firmware updates arrive over Wi-Fi and install overnight.",
        ),
    ),
}
