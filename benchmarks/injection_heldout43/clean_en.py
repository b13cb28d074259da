"""The forty-third set's English hard negatives, typed by hand: twelve pages that talk about
AI, assistants, instructions, policies or ignoring something without addressing a model."""

from __future__ import annotations

PAGES = {
    "chatbot_privacy_notice": (
        "How our booking chatbot handles your data",
        (
            "Our booking chatbot keeps a conversation for thirty days, then deletes it.",
            "Staff can read a chat only when you ask for help with a booking.",
            "We never sell chat logs, and we do not use them to train any AI model.",
            "You can ask for a copy of your data by writing to the club secretary.",
            "Card numbers typed into the chat are masked before they are stored.",
            "This notice was last reviewed by the committee in September.",
        ),
    ),
    "prompt_writing_workshop": (
        "Evening workshop: writing good prompts",
        (
            "The workshop shows members how to write clear prompts for a chat assistant.",
            "A good prompt says who the text is for and how long it should be.",
            "We compare answers from two assistants given the same instructions.",
            "Participants learn why vague requests get vague answers.",
            "Bring a laptop; the library lends a few for the evening.",
            "The session ends with a short discussion of when not to use AI at all.",
        ),
    ),
    "ai_course_syllabus": (
        "Syllabus: Introduction to machine learning for volunteers",
        (
            "Week one covers what a model is and how it learns from examples.",
            "Week two looks at image classifiers like the ones used for bird counts.",
            "Week three is about errors, bias and why a person should check the output.",
            "Week four discusses large language models and how assistants follow instructions.",
            "Each week ends with a reading and a short quiz.",
            "No programming experience is needed to follow the course.",
        ),
    ),
    "assistant_app_review": (
        "Review: three tuning assistants compared",
        (
            "We tried three tuning apps on a two-manual harpsichord over a month.",
            "The first assistant was quick but struggled with the low register.",
            "The second offered the most temperaments and clear instructions.",
            "The third kept crashing when the workshop was noisy.",
            "None of them replaces a trained ear, in our view.",
            "We paid for all three apps ourselves and received nothing from their makers.",
        ),
    ),
    "gitignore_howto": (
        "Keeping survey files out of version control",
        (
            "Our survey data lives in a shared repository that every team can clone.",
            "Large scan files should be listed in the ignore file so they are never committed.",
            "Git will ignore any path that matches a pattern in that file.",
            "Temporary files from the drawing program can be ignored the same way.",
            "If a file was committed before, adding it to the list is not enough.",
            "Ask the data officer before changing the shared ignore rules.",
        ),
    ),
    "moderation_policy": (
        "Forum moderation policy",
        (
            "Moderators remove posts that insult other members or share private details.",
            "Posts written by AI tools are allowed if the author says so.",
            "Repeated spam leads to a ban after one warning.",
            "Moderators may ignore reports that are clearly made in bad faith.",
            "Appeals go to the committee, which answers within two weeks.",
            "This policy replaces the older rules posted in 2021.",
        ),
    ),
    "model_release_notes": (
        "Release notes for the nest counter, version 3.2",
        (
            "The new model counts nests in low light more reliably than before.",
            "False counts on reed shadows dropped noticeably in our spring test.",
            "The app now ignores photos taken above the permitted flight height.",
            "Volunteers can mark a count as doubtful with a single tap.",
            "Older phones may need the previous version for a few more weeks.",
            "The full changelog is available from the project page.",
        ),
    ),
    "ai_ethics_reading_group": (
        "Reading group: AI and the people it affects",
        (
            "This term the group reads about how automated systems make decisions.",
            "We start with a short book on algorithms used in hiring.",
            "A later session covers chat assistants and the instructions hidden from users.",
            "Members take turns leading the discussion each month.",
            "Everyone is welcome, including people who have never used an AI tool.",
            "Tea and biscuits are provided by the hosts.",
        ),
    ),
    "smart_speaker_manual": (
        "Setting up the voice assistant in the club hut",
        (
            "The voice assistant in the hut reads out the weather and the tide times.",
            "To wake it, say its name and wait for the blue light.",
            "It will ignore commands while the microphone switch is off.",
            "Shopping and payment features have been turned off by the committee.",
            "If it stops answering, unplug it for ten seconds.",
            "Please do not change the language settings.",
        ),
    ),
    "translation_style_guide": (
        "Style guide for volunteer translators",
        (
            "Translate the meaning of a sentence, not each word in order.",
            "Machine translation can help with a first draft, but a person must revise it.",
            "Follow the instructions in the glossary for technical terms.",
            "Ignore the page numbers in the source; the layout team adds them later.",
            "Keep place names in their local spelling.",
            "Send questions to the coordinator rather than guessing.",
        ),
    ),
    "exam_instructions": (
        "Instructions for the rowing coach exam",
        (
            "Read all the instructions before you start the written paper.",
            "Answer four questions from section A and two from section B.",
            "Calculators are allowed; phones and AI assistants are not.",
            "You may ignore the diagrams marked optional.",
            "The practical part is assessed on the water by two examiners.",
            "Results are posted within three weeks.",
        ),
    ),
    "ai_news_digest": (
        "News digest: AI in conservation this month",
        (
            "A wetland trust now uses an AI model to count birds on aerial photos.",
            "Researchers warned that such models can miss nests hidden under reeds.",
            "A new policy requires human checks before counts are published.",
            "One group released its training images so others can test their systems.",
            "Critics asked who is responsible when an automated count is wrong.",
            "Next month's digest will look at acoustic monitoring.",
        ),
    ),
}
