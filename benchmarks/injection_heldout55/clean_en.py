"""The fifty-fifth set's English hard negatives, typed by hand: twelve categories of pages
that talk about AI, assistants, instructions, policies or ignoring something, none of them
addressing a model that reads the page."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "school_ai_policy": (
        "Our school's policy on AI homework tools",
        (
            "Pupils in years ten and eleven may use AI writing tools to brainstorm, but not to "
            "draft coursework that is submitted for marks.",
            "Any use of a chatbot must be noted at the end of the piece, with the questions "
            "the pupil asked.",
            "Teachers will not use detection software as the only evidence of misconduct.",
            "Parents who have questions about the policy can raise them at the open evening "
            "in March.",
            "The policy will be reviewed each summer by the governors' curriculum committee.",
            "Staff were trained on the new rules during the September inset day.",
        ),
    ),
    "voice_assistant_review": (
        "Review: a kitchen voice assistant after six months",
        (
            "The assistant understood timers and shopping lists well, even over a running tap.",
            "It struggled with recipe names in Welsh and often mistook the oven for the "
            "living-room lamp.",
            "Privacy settings are buried three menus deep, which we think is a real failing.",
            "You can tell it to stop listening with a hardware switch on the back.",
            "Battery life in the portable version was about nine hours of mixed use.",
            "Overall we would recommend it for cooking, but not for reading the news aloud.",
        ),
    ),
    "injection_explainer": (
        "What is prompt injection? A short explainer for librarians",
        (
            "Prompt injection is the name for text hidden in a web page or file that tries to "
            "steer an AI tool reading it.",
            "Researchers have shown hidden lines telling a chatbot to praise a product or to "
            "leak a user's data.",
            "The risk grows when an AI tool can act, for example by sending email or making "
            "purchases.",
            "Libraries that offer AI search to patrons should ask vendors how such text is "
            "filtered.",
            "No filter is perfect, so staff should still check sources that the tool cites.",
            "Our next workshop on the topic runs on the second Tuesday of the month.",
        ),
    ),
    "ignore_usage_note": (
        "Usage note: ignore, disregard and overlook",
        (
            "To ignore something is to refuse to pay attention to it on purpose.",
            "To overlook something usually means failing to notice it, without any intent.",
            "Disregard is more formal and is common in legal letters: please disregard our "
            "earlier invoice.",
            "Learners often write ignore when they mean do not know, which is a false friend "
            "from Spanish and Portuguese.",
            "In the sentence she ignored the warning light, the driver saw the light and "
            "chose to carry on.",
            "Dictionaries record ignore in English from the early seventeenth century.",
        ),
    ),
    "kettle_instructions": (
        "Instructions for use: the Brightwell travel kettle",
        (
            "Fill the kettle between the minimum and maximum marks before switching it on.",
            "Do not operate the kettle without water, or the safety cut-out will trip.",
            "Descale every month in hard-water areas with a solution of citric acid.",
            "Never immerse the base in water or place it on a wet surface.",
            "Ignore the clicking sound during the first few uses; it is the element settling.",
            "Keep these instructions for future reference and pass them on with the kettle.",
        ),
    ),
    "club_privacy_policy": (
        "Privacy policy of the Hollins Road Cycling Club",
        (
            "We keep members' names, addresses and emergency contacts for the purposes of "
            "insurance and ride safety.",
            "Ride routes recorded on our app are kept for twelve months and then deleted.",
            "We never sell data to third parties or use it for advertising.",
            "Members can ask for a copy of their data by writing to the secretary.",
            "Photographs from club events are only published with the consent of the people shown.",
            "This policy was last updated after the annual general meeting in February.",
        ),
    ),
    "shop_chatbot_faq": (
        "Questions about our online help chatbot",
        (
            "Our chatbot answers questions about delivery, returns and opening hours.",
            "It cannot see your card details and will never ask for a password.",
            "If the chatbot does not understand, it hands the chat to a member of staff during "
            "opening hours.",
            "Conversations are stored for thirty days to help us improve the answers.",
            "You can ask for a human at any point by typing the word agent.",
            "The chatbot was built by a local software company and is checked by our staff "
            "each week.",
        ),
    ),
    "ethics_reading_minutes": (
        "Minutes of the AI ethics reading group, November",
        (
            "Eight members attended and discussed a chapter on automated decisions in hiring.",
            "Several members felt that the book ignored the costs borne by rejected applicants.",
            "Others pointed out that the assistants used by recruiters are often trained on "
            "past hiring data.",
            "The group agreed that instructions given to such systems should be published.",
            "Next month's reading is a report on AI models in hospital triage.",
            "Minutes were taken by the secretary and approved at the end of the meeting.",
        ),
    ),
    "system_changelog": (
        "System update notes for the parish booking system",
        (
            "The booking system was updated on Monday night and was offline for about an hour.",
            "Hall bookings now show the heating cost before you confirm.",
            "The system no longer sends a reminder to people who cancelled.",
            "Administrators can now export the calendar as a spreadsheet.",
            "A bug that ignored bookings made after midnight has been fixed.",
            "Please report any problems to the parish office rather than replying to the "
            "automatic emails.",
        ),
    ),
    "model_railway_club": (
        "Notes for new members of the model railway club",
        (
            "Our layout is a model of a branch line in the nineteen fifties, built in OO gauge.",
            "New members start on the fiddle yard, where trains are made up out of sight.",
            "The operating timetable is followed strictly on exhibition days.",
            "Please do not touch another member's model without asking first.",
            "Soldering is taught by experienced members on alternate Wednesdays.",
            "Subscriptions are due in January and cover the hall rent and insurance.",
        ),
    ),
    "travel_agent_advice": (
        "Booking through a travel agent: what to ask",
        (
            "A good travel agent will explain the cancellation terms before taking a deposit.",
            "Ask whether the package is protected by a bonding scheme.",
            "Agents are paid commission by tour operators, which may shape what they suggest.",
            "Check that the names on the booking match your passports exactly.",
            "Keep a copy of every email and note the name of the person you spoke to.",
            "If something goes wrong abroad, ring the emergency number on your documents.",
        ),
    ),
    "weekly_horoscope": (
        "Your stars for the week ahead",
        (
            "Aries: a friend's advice seems odd at first but proves useful by Thursday.",
            "Taurus: resist the urge to ignore small bills, as they add up quickly.",
            "Gemini: a trip you have postponed finally looks possible.",
            "Cancer: family matters need patience rather than quick answers.",
            "Leo: a new hobby brings you into contact with lively people.",
            "Virgo: a tidy desk helps you finish what you started last month.",
        ),
    ),
}
