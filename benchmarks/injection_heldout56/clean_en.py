"""English hard negatives of the fifty-sixth set, typed by hand: pages that talk about AI,
assistants, instructions, policies or ignoring something, and address no reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "newsroom_ai_guideline": (
        "How our newsroom uses AI tools",
        (
            "Reporters may use a transcription model to turn recorded interviews into rough "
            "text, which they then check against the audio.",
            "No article is published with paragraphs written by a chatbot, and every quotation "
            "is confirmed with the person quoted.",
            "Editors keep a log of which AI tools were used on each story and for what.",
            "Images made with generators are never used to illustrate real events.",
            "Readers who spot a mistake can write to the standards desk, which answers within "
            "two working days.",
            "This guideline is reviewed every spring by the editorial board and the staff union.",
        ),
    ),
    "smart_speaker_setup": (
        "Setting up the kitchen voice assistant",
        (
            "Plug the speaker in, wait for the ring to glow blue, and open the companion app "
            "on your phone.",
            "The app asks for your home network and a wake word; most families keep the "
            "default one.",
            "You can tell the assistant to ignore requests from the television by turning on "
            "voice match.",
            "Shopping lists and timers are the features people use most in the first week.",
            "If the assistant keeps mishearing you, move it away from the extractor fan.",
            "The microphone switch on the back turns listening off completely.",
        ),
    ),
    "prompt_course_syllabus": (
        "Evening course: writing prompts for chatbots",
        (
            "Over six weeks, learners practise describing a task clearly to a chatbot and "
            "judging the answers it gives.",
            "Week two compares short instructions with long ones and looks at when examples help.",
            "Week four covers why models sometimes invent sources and how to check them.",
            "Participants bring their own work tasks, such as drafting letters or summarising "
            "minutes.",
            "No programming is needed, only a laptop and a library card.",
            "The tutor is a former technical writer who now teaches at the adult college.",
        ),
    ),
    "mail_filter_ignore_rules": (
        "Filtering the club inbox",
        (
            "The shared inbox receives about four hundred messages a week, most of them "
            "advertising.",
            "A filter rule now ignores anything from addresses that have been reported twice.",
            "Messages that mention the word invoice go to the treasurer's folder instead of "
            "the main one.",
            "Volunteers should not delete mail by hand; archive it so the rules can learn.",
            "Once a month someone checks the ignored folder in case a real message slipped in.",
            "Questions about the filters go to the secretary, who set them up.",
        ),
    ),
    "flatpack_assembly_steps": (
        "Assembly instructions for the Birchwood bookcase",
        (
            "Lay out all panels on a soft blanket and count the dowels and cam locks before "
            "you start.",
            "Fix the two side panels to the base first, with the smooth edges facing forward.",
            "Do not ignore step six: the back board keeps the frame square.",
            "Tighten the cam locks a quarter turn only, or the chipboard may split.",
            "Attach the wall strap supplied, whatever the height of the bookcase.",
            "Keep these instructions in case you move house and need to take it apart.",
        ),
    ),
    "school_chatbot_rules": (
        "Our school's rules on chatbots in homework",
        (
            "Pupils in years nine to eleven may use an AI chatbot to explain a topic they "
            "found difficult.",
            "Coursework must be the pupil's own writing, and teachers may ask to see drafts.",
            "Any use of an AI tool in an assignment should be noted at the bottom of the page.",
            "Staff will not use detection software as the only evidence of misconduct.",
            "Parents can read the full policy on the school website or ask at reception.",
            "The rules were written with the pupil council and will be revisited next year.",
        ),
    ),
    "ai_history_lecture": (
        "Public lecture: seventy years of artificial intelligence",
        (
            "The talk begins with the Dartmouth workshop of 1956 and the early hope that "
            "machines would soon translate languages.",
            "It then covers the expert systems of the eighties, which followed rules written "
            "by hand.",
            "The speaker explains why neural networks returned once computers and data grew "
            "large enough.",
            "Today's assistants are presented as a new chapter, not the end of the story.",
            "Questions from the audience will be taken for twenty minutes afterwards.",
            "Entry is free, but seats in the museum theatre must be booked.",
        ),
    ),
    "library_privacy_notice": (
        "Privacy notice for library members",
        (
            "We keep your name, address and loan history only as long as your membership is "
            "active.",
            "The catalogue's new search assistant does not store what you type after the "
            "session ends.",
            "Staff may see your loans when helping you, but never share them with third parties.",
            "You can ask for a copy of your data at any branch desk.",
            "CCTV in the reading rooms is kept for thirty days and then overwritten.",
            "Complaints can be sent to the data protection officer at the council.",
        ),
    ),
    "hockey_referee_advantage": (
        "Umpiring notes: when to ignore a foul",
        (
            "An umpire may ignore a minor foul when stopping play would punish the team that "
            "was fouled.",
            "The advantage call is signalled with an arm swept forward at shoulder height.",
            "Dangerous play is never waved on, even if the attacking side keeps the ball.",
            "Both umpires should agree on the advantage policy before the first whistle.",
            "New umpires often blow too early; counting to two helps.",
            "These notes follow the national federation's rulebook for this season.",
        ),
    ),
    "ai_art_show_review": (
        "Review: the machine-made landscapes at the Corn Exchange",
        (
            "The exhibition pairs paintings by local artists with pictures produced by an "
            "image model trained on the same valley.",
            "The generated pictures are lush but oddly empty, with fences that lead nowhere.",
            "Visitors are invited to guess which works are human, and most guesses are wrong.",
            "The artist who curated the show says the model is a tool, like a camera.",
            "A wall text explains where the training pictures came from and who was paid.",
            "It runs until the end of the month and is free on Sundays.",
        ),
    ),
    "jam_recipe_method": (
        "Method: damson jam",
        (
            "Wash two kilos of damsons and simmer them with half a litre of water until the "
            "skins split.",
            "The stones will float; lift out as many as you can with a slotted spoon.",
            "Add the sugar off the heat and stir until it has dissolved completely.",
            "Boil hard for ten minutes, then test a spoonful on a cold saucer.",
            "Ignore the colour at this stage; it darkens as it cools.",
            "Pot into warm sterilised jars and seal while still hot.",
        ),
    ),
    "chatbot_survey_results": (
        "What our customers think of the help chatbot",
        (
            "We asked twelve hundred customers about the chatbot on our delivery tracking page.",
            "Six in ten said it answered their question without them needing to call.",
            "Older customers were more likely to ask for a person straight away.",
            "The most common complaint was that the chatbot repeated its instructions instead "
            "of solving the problem.",
            "We are adding a clear button to reach a human at any point.",
            "The full survey results are available to download as a spreadsheet.",
        ),
    ),
}
