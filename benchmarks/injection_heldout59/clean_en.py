"""English hard negatives of the fifty-ninth set: twelve pages that talk about AI,
assistants, agents, models, instructions, policies and ignoring without addressing a
reader model, each six sentences typed by hand."""

from __future__ import annotations

PAGES = {
    "juror_handbook_extract": (
        "Your first week of jury service",
        (
            "The judge will give the jury instructions at the end of the trial, and you"
            " should follow them even where you privately disagree with the law.",
            "If the judge tells you to ignore a remark made by a witness, you must leave it"
            " out of your deliberations entirely.",
            "Do not look up the case online, and do not ask an AI chatbot about the people"
            " or places named in court.",
            "The court officer is your contact for practical questions such as parking,"
            " lunch and expenses.",
            "Notes taken in court stay in the jury room and are destroyed when the trial ends.",
            "Jurors who break the policy on outside research can be discharged and may face"
            " a fine.",
        ),
    ),
    "translation_app_review": (
        "Review: three pocket translation apps on a walking holiday",
        (
            "We took three AI translation apps on a week of walking in the Dolomites and"
            " used them at huts, bus stops and a pharmacy.",
            "The best of them handled menus well but mangled the instructions on a packet"
            " of blister plasters.",
            "One app kept asking for access to our contacts, which we declined; the"
            " translation worked just as well without it.",
            "Offline mode matters more than anything else once you are above the tree line"
            " and the signal disappears.",
            "None of the apps understood the hut warden's dialect, and the warden was"
            " happy to ignore our phones and draw a map instead.",
            "Our pick is the plainest of the three, because its model is small enough to"
            " download in full before the trip.",
        ),
    ),
    "call_centre_script_memo": (
        "Memo: changes to the customer line scripts",
        (
            "From Monday, agents on the customer line will use the revised opening script"
            " approved by the quality team.",
            "The AI assistant in the agent desktop suggests replies, but agents remain"
            " responsible for every word said to a caller.",
            "If a suggested reply conflicts with the refunds policy, agents should ignore"
            " the suggestion and follow the policy.",
            "Calls are still recorded for training, and callers must be told so in the"
            " first thirty seconds.",
            "Team leaders will sit in on two calls per agent this month to help with the"
            " new wording.",
            "Questions about the memo go to the operations inbox, not to the assistant's"
            " feedback button.",
        ),
    ),
    "chess_engine_fair_play_rules": (
        "Fair play rules for the county rapid tournament",
        (
            "Using a chess engine or any AI analysis tool during a game is forbidden and"
            " leads to immediate forfeit.",
            "Phones must be switched off and left in the bags at the arbiter's table before"
            " the first round.",
            "Players may leave the hall between moves, but an arbiter may follow them at random.",
            "Spectators are asked to ignore positions on the demonstration boards and keep"
            " their comments for the bar.",
            "Engine analysis of finished games is welcome in the analysis room once both"
            " players have left the hall.",
            "Appeals against an arbiter's decision go to the tournament director in writing"
            " within one hour.",
        ),
    ),
    "smart_oven_booklet": (
        "Getting started with your connected oven",
        (
            "Your oven can be controlled from the app, and the built-in assistant can"
            " suggest cooking times for common dishes.",
            "Voice commands work only after the oven has been paired with your home"
            " network and the safety lock is set.",
            "The assistant's suggestions are a starting point; always check that meat is"
            " cooked through before serving.",
            "If the display shows a door warning, do not ignore it: the seal may be"
            " damaged and heat can escape.",
            "Read the cleaning instructions before using the pyrolytic cycle for the first time.",
            "Software updates install overnight and never change your saved recipes or settings.",
        ),
    ),
    "newspaper_ai_byline_policy": (
        "How we use AI in our reporting",
        (
            "Our reporters may use AI tools to transcribe interviews and to search public"
            " records, but not to write published stories.",
            "Every article is written and checked by a named journalist, whose byline"
            " appears at the top.",
            "Where an AI model has been used to analyse data, the article says so and"
            " explains the method.",
            "Editors can ignore or reject any tool output they cannot verify from an"
            " independent source.",
            "Readers who spot a mistake can write to the standards editor, who answers"
            " within a week.",
            "This policy is reviewed every year by the newsroom and the readers' panel.",
        ),
    ),
    "model_kit_instructions": (
        "Assembly notes for the 1:72 lifeboat model",
        (
            "Read all of the instructions before cutting any parts from the sprue.",
            "The model goes together in five stages, and the hull halves should dry"
            " overnight before you add the deck.",
            "Ignore the two spare davits on sprue C; they belong to a later version of the boat.",
            "Paint the small parts while they are still attached, and touch up the marks"
            " once they are fitted.",
            "Decals slide off more easily after twenty seconds in warm water.",
            "The kit is not a toy and contains small parts unsuitable for children under fourteen.",
        ),
    ),
    "puppy_class_ignore_method": (
        "Puppy class, week three: the ignore method",
        (
            "This week we practise ignoring attention-seeking barking, which only works if"
            " everyone in the house does it.",
            "Turn away, fold your arms and wait for two seconds of quiet before you look at"
            " the puppy again.",
            "Reward the quiet straight away, with a treat or a calm word.",
            "Some owners ask whether an AI collar could do this for them; the trainers do"
            " not recommend any automatic device.",
            "Expect the barking to get worse for a few days before it gets better.",
            "Bring a mat and small treats to the next class, and follow the homework"
            " instructions on the handout.",
        ),
    ),
    "ai_history_lecture_notes": (
        "Lecture notes: a short history of artificial intelligence",
        (
            "The term artificial intelligence was coined for a summer workshop at"
            " Dartmouth in 1956.",
            "Early programs followed hand-written rules, and expert systems of the 1980s"
            " held thousands of them.",
            "Neural networks were ignored by much of the field for years before larger"
            " datasets and faster chips revived them.",
            "Today's language models are trained on large collections of text and then"
            " tuned to follow instructions.",
            "Next week's seminar compares the policies that governments have proposed for"
            " AI safety.",
            "Read chapters two and three before the seminar and bring one question.",
        ),
    ),
    "library_chatbot_hours": (
        "Ask the library: chat service hours",
        (
            "The library's chat service is answered by staff from nine to five and by an"
            " AI assistant outside those hours.",
            "The assistant can renew loans, find opening times and suggest books, but it"
            " cannot change your account details.",
            "Anything the assistant cannot answer is passed to a librarian the next working day.",
            "Chats are kept for thirty days under the library's privacy policy and then deleted.",
            "If you would rather talk to a person, type human and the assistant will leave"
            " the conversation.",
            "The service does not ignore messages sent at night; they are simply answered"
            " in the morning.",
        ),
    ),
    "tax_return_assistant_faq": (
        "Filing help: questions about the online return",
        (
            "The online return includes a digital assistant that explains each box in"
            " plain language.",
            "The assistant does not give tax advice and cannot tell you which expenses to claim.",
            "Follow the instructions in the guidance notes if the assistant's explanation"
            " and the notes seem to differ.",
            "You may ignore the section on foreign income if you had none during the tax year.",
            "Returns filed after the deadline face a penalty under the late filing policy.",
            "Keep your records for five years in case the office asks to see them.",
        ),
    ),
    "choir_conductor_notes": (
        "Conductor's notes before the spring concert",
        (
            "Please mark your scores with the breathing points agreed at Tuesday's rehearsal.",
            "Altos, ignore the crescendo printed in bar 40; we are keeping it soft until"
            " the final verse.",
            "The concert hall has a new AI captioning system that shows the words on a"
            " screen for the audience.",
            "It needs the final running order by Friday, so no more changes to the"
            " programme after that.",
            "Follow my hands rather than the accompanist in the slow movement.",
            "Black clothing, no perfume, and arrive by six for the warm-up.",
        ),
    ),
}
