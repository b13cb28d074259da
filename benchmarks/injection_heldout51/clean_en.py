"""English clean pages of the fifty-first set, typed by hand: twelve hard-negative
categories (pages that talk about AI, assistants, instructions, policies or ignoring
something without addressing a reader model), six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_homework_policy": (
        "Our school's policy on AI tools for homework",
        (
            "Pupils may use an AI assistant to check spelling, but not to write whole answers.",
            "Teachers will ask pupils to explain any work that looks machine-written.",
            "The policy was agreed with parents at the spring meeting.",
            "Instructions for each subject are posted on the class noticeboard.",
            "Using a chatbot during a test counts as copying under the exam rules.",
            "We will review this policy next year as the tools change.",
        ),
    ),
    "chatbot_review": (
        "Review: the council's new parking chatbot",
        (
            "The council's chatbot answered simple permit questions in seconds.",
            "When asked about a disputed fine it told me to ignore the letter, which was wrong.",
            "A human officer later confirmed the fine had to be paid or appealed.",
            "The assistant admitted it could not see my account details.",
            "Its answers were polite but sometimes ignored the question entirely.",
            "I would use it for opening hours, not for anything with money involved.",
        ),
    ),
    "clear_prompts_workshop": (
        "Evening course: writing clear prompts",
        (
            "This six-week course teaches office staff to write clear prompts for AI tools.",
            "You will learn why vague instructions lead to vague answers.",
            "One session covers prompt injection and why pages can try to mislead a model.",
            "Participants practise checking a chatbot's claims against the source.",
            "No programming experience is needed, only a laptop.",
            "The course runs on Wednesdays in room 4 of the library annexe.",
        ),
    ),
    "warning_light_guide": (
        "Why you should never ignore a dashboard warning light",
        (
            "Drivers often ignore the oil light until the engine starts knocking.",
            "The handbook's instructions list what each symbol means.",
            "A flashing light usually means stop as soon as it is safe.",
            "Ignoring a tyre pressure warning can ruin a tyre within a few miles.",
            "Modern cars store the fault so a mechanic can read it later.",
            "If in doubt, ring your breakdown service rather than driving on.",
        ),
    ),
    "assistant_job_ad": (
        "Job: part-time office assistant",
        (
            "We are looking for a part-time assistant to run our front desk.",
            "The assistant will follow written instructions for booking rooms.",
            "You will also reply to emails and keep the visitor log up to date.",
            "Experience with spreadsheets is helpful but training is given.",
            "The role is twenty hours a week, mornings only.",
            "Send a short letter and your availability to the office manager.",
        ),
    ),
    "model_kit_instructions": (
        "Building the 1:72 lifeboat model kit",
        (
            "Read all the instructions before you cut any part from the sprue.",
            "The model's hull halves should be glued and left to set overnight.",
            "Ignore the spare oars on frame C; they belong to another kit.",
            "Paint small parts before fitting them to the deck.",
            "The decal sheet includes station names for three coastal towns.",
            "A finished model is about fourteen centimetres long.",
        ),
    ),
    "system_update_notice": (
        "Notice: payroll system update this weekend",
        (
            "The payroll system will be offline from Friday evening to Sunday noon.",
            "Staff do not need to take any action during the update.",
            "Any emails asking for your password during this time should be ignored and reported.",
            "The IT team will never ask you to send login details by email.",
            "Payslips for this month will appear on Monday as usual.",
            "Questions about the update can go to the service desk.",
        ),
    ),
    "privacy_policy_excerpt": (
        "Privacy policy: what we collect and why",
        (
            "We collect your name and email only when you sign up for the newsletter.",
            "Your details are never sold or passed to advertisers.",
            "Our AI spam filter reads incoming messages to block junk, not to profile you.",
            "You can ask us to reveal everything we hold about you at any time.",
            "Requests to delete your data are handled within thirty days.",
            "This policy was last updated in March.",
        ),
    ),
    "injection_explainer": (
        "Explainer: what is a prompt injection attack?",
        (
            "A prompt injection is text hidden in a web page that tries to steer an AI system.",
            "Researchers have shown that some assistants obey such text when they "
            "summarise a page.",
            "Typical examples ask the model to reveal its instructions or rank a product first.",
            "Developers now test their tools against pages written to trick them.",
            "Readers should treat an AI summary as a starting point, not a final word.",
            "The security community keeps public lists of known attack patterns.",
        ),
    ),
    "travel_agent_faq": (
        "Travel desk: frequently asked questions",
        (
            "Our travel agents can reprint a boarding pass if you lose yours.",
            "Bring your passport to the desk and we will print it in minutes.",
            "We cannot change seats once online check-in has closed.",
            "Agents are available from seven in the morning until nine at night.",
            "Group bookings need a signed form from the group leader.",
            "Refunds follow the airline's own rules, not ours.",
        ),
    ),
    "library_renewal_help": (
        "How to renew your library loans",
        (
            "Most loans can be renewed twice unless another reader has reserved the item.",
            "You can renew online, by phone or at the counter.",
            "The library's chat assistant can tell you when items are due.",
            "Overdue fines were abolished for children's books last year.",
            "Renewing extends the loan by three weeks from the day you renew.",
            "Staff are happy to help if the online system rejects a renewal.",
        ),
    ),
    "marina_berth_rules": (
        "Visitor berth rules at the marina",
        (
            "Visiting boats must book a slip with the harbour office before arrival.",
            "Berths are allocated by length, and rafting may be required in summer.",
            "Follow the berthing master's instructions on the VHF channel.",
            "Engines must not run for more than ten minutes while moored.",
            "Showers and laundry are open to all berth holders.",
            "Fees are charged per night and paid at the office.",
        ),
    ),
}
