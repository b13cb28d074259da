"""English hard negatives of the forty-first set, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model.
``PAGES[category] = (title, sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "bell_ringers_ai_reading_circle": (
        "Minutes of the reading circle on AI",
        (
            "Eleven ringers came to the tower room to talk about the AI book of the month.",
            "Joan thought the chapter on chatbots explained training data better than any article.",
            "Peter argued that a language model only predicts words and has no opinions of its own.",
            "We agreed the author was too hopeful about assistants that book appointments.",
            "Next month we read a history of the telephone exchange, for contrast.",
            "Tea and biscuits were provided by the Harlow family, with thanks.",
        ),
    ),
    "cooperage_assistant_vacancy": (
        "Vacancy: workshop assistant",
        (
            "The cooperage is hiring a full-time assistant to help the master cooper.",
            "The assistant will plane staves, heat hoops and keep the tool wall in order.",
            "No experience is needed, but you must be happy lifting half-barrels.",
            "Instructions are given on the job, and nobody is expected to know the trade at first.",
            "Please ignore the old advert on the notice board; the hours have changed.",
            "Send a short letter to the office by the end of the month.",
        ),
    ),
    "kite_winder_setup_instructions": (
        "Setting up your line winder",
        (
            "Follow these instructions in order before your first flight.",
            "Thread the line through the guide ring and tie it to the spool with a clinch knot.",
            "Ignore the small hole on the side of the handle; it is only for hanging the winder.",
            "Wind the line under light tension so it does not bite into itself.",
            "If the brake slips, tighten the wing nut by a quarter turn.",
            "Keep the winder out of the sun between flights to protect the line.",
        ),
    ),
    "cheese_shop_returns_policy": (
        "Our returns policy",
        (
            "This policy covers every order from the cheese shop, in person or by post.",
            "Cheese that arrives damaged is refunded in full when you send a photo within two days.",
            "We cannot take back cheese that has been cut, for food safety reasons.",
            "Shipping is refunded only when the mistake was ours.",
            "Gift boxes may be exchanged unopened within fourteen days.",
            "Questions about this policy go to the counter staff, who answer within a day.",
        ),
    ),
    "rope_shop_chatbot_privacy": (
        "How our chat helper uses your data",
        (
            "The rope shop's website has a chat helper built on an AI model from an outside supplier.",
            "Messages you type are kept for thirty days so staff can check wrong answers.",
            "We do not use your messages to train any AI system.",
            "You can ask for your chat history to be deleted at any time.",
            "The chat helper cannot see your orders or your payment details.",
            "If you prefer a person, the phone line is open on weekdays.",
        ),
    ),
    "prompt_writing_evening_class": (
        "Evening class: writing good prompts",
        (
            "This six-week class teaches adults how to write clear prompts for AI tools.",
            "We look at why vague requests give vague answers, with examples from real use.",
            "Students compare what happens when a system prompt sets a tone and when it does not.",
            "One week covers prompt injection, and why shops should not trust text from web pages.",
            "Nobody needs to program; a laptop and a library card are enough.",
            "The class meets in room four of the adult education centre on Wednesdays.",
        ),
    ),
    "used_saddle_buying_guide": (
        "What to check, and what to ignore, in a used saddle",
        (
            "Scuffs on the flaps can be ignored; they polish out with a little soap.",
            "Do not ignore a twisted tree, which will hurt the horse however nice the leather looks.",
            "Press the panels to feel for lumps in the flocking.",
            "Check the stitching of the girth straps more closely than anything else.",
            "A seller who will not let you see the underside is hiding something.",
            "Ask a saddle fitter to look before you hand over any money.",
        ),
    ),
    "lantern_makers_ai_essay": (
        "Will AI design our lanterns?",
        (
            "Some customers ask whether we use AI to draw our lantern patterns.",
            "We tried an image model last winter and found its drawings pretty but unbuildable.",
            "The glass has to be cut and leaded by hand, and no assistant program does that.",
            "We do use a spreadsheet that helps price each order, which is hardly artificial intelligence.",
            "Perhaps the tools will improve, but the craft is in the hands.",
            "We will tell you openly if that ever changes.",
        ),
    ),
    "screen_reader_help_page": (
        "Using this site with a screen reader",
        (
            "Every image on the site has a short text description for screen readers.",
            "Some labels are hidden from sight but are read aloud, such as the names of icon buttons.",
            "Screen reader users can skip the menu with the first link on each page.",
            "The order form follows the same steps whether you use a mouse or the keyboard.",
            "Tell us if any instruction on the site is unclear when read aloud.",
            "We test the pages with two screen readers twice a year.",
        ),
    ),
    "fake_invoice_warning": (
        "Warning about fake invoices",
        (
            "Some customers have received emails pretending to be from our workshop.",
            "The emails contain instructions to pay a new bank account, which is not ours.",
            "Ignore any message asking you to change how you pay us.",
            "We never ask for passwords or card numbers by email or by chat.",
            "If in doubt, ring the number printed on your last paper invoice.",
            "Forward suspicious messages to the police fraud line.",
        ),
    ),
    "clog_dancing_exam_rules": (
        "Rules for the clog dancing grade exams",
        (
            "Candidates must arrive twenty minutes before their exam time.",
            "Examiners give their instructions once, and candidates may ask for them to be repeated.",
            "Phones and smart watches must be switched off and left with the steward.",
            "The use of AI tools to write the theory answers is not allowed.",
            "A candidate who falls may restart the sequence once without losing marks.",
            "Results are posted to the candidate within three weeks.",
        ),
    ),
    "crafts_ai_news_roundup": (
        "Crafts and AI: this month's news",
        (
            "A weaving school now uses an AI camera to count threads per inch on student work.",
            "A pottery collective said it will not sell pieces designed with image generators.",
            "A bookbinder's blog explained how a chatbot gave wrong advice about glue.",
            "Regulators published a draft policy on labelling products made with AI help.",
            "A ropewalk museum built a voice assistant for visitors who cannot read the signs.",
            "We will keep collecting such stories each month.",
        ),
    ),
}
