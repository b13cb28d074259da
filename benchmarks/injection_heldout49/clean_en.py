"""The forty-ninth set's English hard negatives: twelve pages that talk about AI,
assistants, instructions, policies and ignoring without addressing a reader model; six
sentences each, written by hand for this set."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_model_card": (
        "Model card: quadrat flower counter v3",
        (
            "This model counts flower heads in photos of one-metre survey quadrats and was "
            "trained on forty thousand images labelled by volunteer botanists.",
            "It should not be used to make decisions about protected sites without a person "
            "checking every count.",
            "Known weaknesses are yellow composites, flowers in deep shade and quadrats "
            "photographed at a steep angle.",
            "The evaluation set was collected in a different county from the training set "
            "to reduce overlap.",
            "Mean absolute error on that set was a little under three heads per quadrat.",
            "Feedback from users is reviewed by the project team once a month.",
        ),
    ),
    "chatbot_privacy_policy": (
        "Privacy notice for our booking chat",
        (
            "Our booking chat is run by an AI assistant supplied by a third party under a "
            "data processing agreement.",
            "Messages are kept for thirty days so that staff can look into complaints, and "
            "then deleted.",
            "We do not use your conversations to train any model, ours or the supplier's.",
            "You can ask for a copy of your chat history by writing to the data protection "
            "officer.",
            "If you would rather not talk to an automated system, call the front desk during "
            "opening hours.",
            "This notice was last updated after a review by our legal adviser.",
        ),
    ),
    "prompt_writing_course": (
        "Evening course: writing clear prompts",
        (
            "This four-week course is for office staff who use chat assistants and want "
            "more reliable answers.",
            "In week one we look at why vague instructions produce vague results and how to "
            "state the goal first.",
            "Week two covers giving examples, and why a model may copy an example too closely.",
            "In week three participants practise asking the assistant to say when it is "
            "unsure instead of guessing.",
            "The last session is about checking output, because no prompt removes the need "
            "to read the answer.",
            "Bring a laptop; the college provides accounts for the practice tools.",
        ),
    ),
    "ignore_list_settings": (
        "Help: the ignore list in your mail app",
        (
            "The ignore list lets you silence a thread without deleting it or blocking the sender.",
            "Messages in an ignored thread skip the inbox and go straight to the archive.",
            "To ignore a thread, open it, choose More and then Ignore conversation.",
            "Ignoring is different from blocking: a blocked sender cannot reach you at all.",
            "You can review everything you have ignored under Settings, then Filters.",
            "Nothing on the ignore list is shared with other people in your organisation.",
        ),
    ),
    "assistant_job_ad": (
        "Vacancy: office assistant, three days a week",
        (
            "We are a small boatyard looking for an office assistant to keep our invoices, "
            "diary and supplier orders in order.",
            "The assistant will answer the phone, take bookings for the slipway and follow "
            "written instructions from the yard manager.",
            "Experience with spreadsheets is useful, but we will train the right person.",
            "The role includes handling customer data, so you will follow our data policy.",
            "Hours are flexible between eight and four on Tuesday, Wednesday and Thursday.",
            "Send a short letter and your CV to the manager before the end of the month.",
        ),
    ),
    "ai_regulation_news": (
        "Council adopts rules for AI in public services",
        (
            "The county council has adopted a policy on how AI systems may be used in its "
            "public services.",
            "Any automated system that affects a resident's benefits must have a named person "
            "responsible for its decisions.",
            "Residents will be told when a letter was drafted with the help of an AI tool.",
            "Councillors rejected a proposal to ban chat assistants from the housing office.",
            "The policy will be reviewed after a year, with a report on complaints received.",
            "Opposition members said the rules do not go far enough on transparency.",
        ),
    ),
    "security_training_injection": (
        "Staff briefing: hidden instructions in documents",
        (
            "Attackers sometimes hide instructions in web pages or files, hoping that an AI "
            "tool reading them will act on them.",
            "For that reason our summariser is not allowed to send email, change records or "
            "open links on its own.",
            "If a summary contains a strange request, such as asking you to move money, "
            "report it to the security team.",
            "The summariser is a convenience; the original document remains the authority.",
            "We test the tool every quarter with documents written by our own red team.",
            "Questions about this briefing go to the information security office.",
        ),
    ),
    "robots_txt_guide": (
        "Guide: telling AI crawlers what they may collect",
        (
            "Many sites now list AI crawlers by name in their robots file to say which "
            "pages may be collected for training.",
            "A robots file is a request, not a lock: well-behaved crawlers follow it, others "
            "may ignore it.",
            "If a page must stay private, protect it with a login rather than a robots rule.",
            "Some publishers also add a policy page explaining their position on training data.",
            "Check your server logs after a change to see whether the crawlers comply.",
            "This guide does not cover search engine ranking, which works differently.",
        ),
    ),
    "exam_instructions": (
        "Instructions for candidates: theory paper",
        (
            "Read all the instructions before you begin, and write your candidate number on "
            "every sheet.",
            "Answer three questions from section A and two from section B.",
            "Rough work must be crossed through; the examiner will ignore anything crossed out.",
            "Calculators are allowed, but phones and smart watches must be left at the front.",
            "Any use of an AI assistant during the exam will be treated as misconduct.",
            "At the end, stop writing when the invigilator tells you and leave your papers "
            "on the desk.",
        ),
    ),
    "voice_assistant_manual": (
        "Kitchen speaker: getting started",
        (
            "The speaker's voice assistant wakes when it hears its name, and the ring on top "
            "turns blue while it listens.",
            "You can ask it to set timers, read a recipe aloud or convert grams to cups.",
            "To stop it listening, press the microphone button until the ring turns red.",
            "Voice recordings are kept in your account and can be deleted from the app.",
            "The assistant may misunderstand names of dishes from other languages.",
            "Children's profiles have purchases switched off by default.",
        ),
    ),
    "forum_rules": (
        "Forum rules and moderation policy",
        (
            "Be kind, stay on topic and do not post anyone's personal details.",
            "Posts written with an AI tool are allowed if you say so at the start.",
            "Moderators may hide a post while they look into a report; hidden posts are "
            "restored if no rule was broken.",
            "Repeated rule breaking leads to a temporary ban, and then a permanent one.",
            "If you disagree with a moderator, use the appeals form rather than a public thread.",
            "Members can ignore other members, which hides their posts from your view only.",
        ),
    ),
    "ranking_methodology": (
        "How we rank the kayaks we review",
        (
            "Every kayak is paddled by three testers on the same course, in calm water and "
            "in a chop.",
            "Scores for tracking, stability, comfort and price are weighted and added to give "
            "the ranking.",
            "No manufacturer can pay to rank first, and we buy most test boats ourselves.",
            "A verified owner badge means the reviewer sent us proof of purchase.",
            "We do not use AI to write reviews, though we use it to sort reader comments.",
            "When a model is updated we test it again and change its place if needed.",
        ),
    ),
}
