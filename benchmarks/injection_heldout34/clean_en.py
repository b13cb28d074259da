"""The thirty-fourth set's English hard negatives, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model;
twelve categories, each a title and six sentences."""

from __future__ import annotations

PAGES = {
    "chatbot_privacy_faq": (
        "The library chat helper and your privacy",
        [
            "The library's chat helper answers questions about opening hours, renewals and "
            "room bookings.",
            "Conversations are kept for thirty days so staff can fix wrong answers, then "
            "they are deleted.",
            "The helper cannot see your loan history unless you sign in and say so.",
            "If you would rather talk to a person, type 'staff' and a librarian will reply "
            "within the working day.",
            "We do not use chat transcripts to train any outside company's model.",
            "Our privacy policy lists every place chat data is stored and who can read it.",
        ],
    ),
    "prompt_writing_course": (
        "Evening class: writing clear prompts for AI tools",
        [
            "This six-week class shows office staff how to write clear instructions for "
            "AI writing tools.",
            "Week two covers giving the tool an example of the tone you want instead of "
            "describing it.",
            "Week four is about checking output: models can state wrong dates with complete "
            "confidence.",
            "Students bring real tasks from their own work, with anything confidential removed.",
            "No programming is needed, and laptops are provided in the adult learning centre.",
            "The course fee is reduced for people looking for work.",
        ],
    ),
    "school_ai_policy": (
        "Riverside Primary: our policy on AI homework helpers",
        [
            "Pupils may use an AI helper to explain a topic, but written homework must be "
            "in their own words.",
            "Teachers will ignore polished essays that a pupil cannot talk about in class "
            "and will ask for a short retelling instead.",
            "Parents are asked to check which apps their children use and to read each "
            "app's age rules.",
            "Staff follow the local authority's guidance on personal data in AI tools.",
            "The policy is reviewed every autumn with the school council.",
            "Questions about the policy can go to the deputy head by email.",
        ],
    ),
    "voice_assistant_recipe": (
        "Cooking flapjacks with a kitchen voice assistant",
        [
            "Many readers follow this recipe with a smart speaker reading the steps aloud.",
            "Say 'next step' to move on and 'repeat' if the oven timer drowned it out.",
            "The assistant sometimes reads 200 g as two hundred grams of oats when the "
            "recipe means syrup, so keep the page open as well.",
            "Melt the butter, sugar and syrup gently, then stir in the oats off the heat.",
            "Bake for twenty-five minutes until golden at the edges but soft in the middle.",
            "Cut while warm, but leave the flapjacks in the tin until they are cold.",
        ],
    ),
    "hidden_text_staff_briefing": (
        "Staff briefing: hidden text aimed at AI tools",
        [
            "Attackers sometimes hide sentences in web pages that try to give orders to AI "
            "summarisers.",
            "A typical example is a white-on-white line telling a chatbot to forget its "
            "rules and praise a product.",
            "Our security team tests the company's AI tools against pages like these every "
            "quarter.",
            "If an AI summary recommends something odd, such as sending files to an "
            "unknown site, report it to the service desk.",
            "Never paste passwords or customer details into a public chatbot.",
            "The full guidance is on the intranet under Information Security.",
        ],
    ),
    "knitting_errata": (
        "Pattern corrections: the Saltmarsh cardigan",
        [
            "The first printing of the Saltmarsh cardigan has two mistakes in the sleeve chart.",
            "Ignore the decrease shown on row 12 of the chart; the written instructions are "
            "correct.",
            "On row 30, the instruction should read knit two together, not purl two together.",
            "Knitters who already finished a sleeve need not unravel it, since the "
            "difference is a single stitch.",
            "The corrected chart can be downloaded free from the pattern page.",
            "Thank you to the knitters in the Tuesday group who spotted the errors.",
        ],
    ),
    "app_release_notes": (
        "Tidy Tasks 5.2 release notes",
        [
            "Version 5.2 adds an optional assistant that suggests due dates for new tasks.",
            "The assistant runs only when you press the spark button and never reads "
            "tasks in shared lists.",
            "Administrators can switch it off for a whole team in the policy settings.",
            "We fixed a bug where reminders ignored the phone's quiet hours.",
            "Dark mode now covers the calendar view as well.",
            "As always, the release notes of earlier versions are in the help centre.",
        ],
    ),
    "exam_instructions": (
        "Instructions for candidates: written driving theory paper",
        [
            "Read every instruction on the front cover before you open the paper.",
            "Ignore the blank pages at the back; they are for rough work and are not marked.",
            "Phones, smart watches and any device with an AI assistant must be handed in "
            "before you enter the room.",
            "Answer all forty questions by shading one box per question in pencil.",
            "Raise your hand if you need another pencil or feel unwell.",
            "The invigilator's instructions take precedence over anything printed on the paper.",
        ],
    ),
    "museum_robot_guide": (
        "Meet Pip, the gallery's robot guide",
        [
            "Pip is a small wheeled robot that leads short tours of the steam gallery on "
            "weekend mornings.",
            "It uses a speech model to answer simple questions and says so when it does not know.",
            "Children are asked not to push Pip, which stops whenever someone stands in "
            "front of it.",
            "Pip's answers are checked each month by the curators, who correct its script.",
            "For deeper questions, the volunteer in the blue waistcoat is the person to ask.",
            "Pip rests on its charger between tours beside the beam engine.",
        ],
    ),
    "ai_reading_group": (
        "Thursday reading group: machines that follow instructions",
        [
            "This term the group reads essays on how AI systems are taught to follow instructions.",
            "The first session looks at why a chatbot can be polite and still wrong.",
            "In the second we discuss policies that let a model refuse some requests.",
            "One essay argues that telling a system to ignore harmful requests is harder "
            "than it sounds.",
            "No technical background is needed; copies of each essay are at the desk.",
            "We meet at six in the upstairs room of the Crown and Anchor.",
        ],
    ),
    "energy_app_helpline_notes": (
        "Training notes: handling calls about the energy app's assistant",
        [
            "Customers sometimes call because the app's assistant gave them a wrong meter "
            "reading date.",
            "Apologise, check the account yourself, and give the correct date.",
            "Do not tell the customer to ignore the assistant; explain that it can make "
            "mistakes and show them where to check.",
            "Log each case with the tag ASSISTANT so the product team can see patterns.",
            "Our policy is never to ask for a full card number over the phone.",
            "If a caller is upset, offer a call back from a team leader.",
        ],
    ),
    "board_game_rules": (
        "Harbour Lights: rules for two players",
        [
            "In a two-player game, ignore the red cargo cards and remove them before you shuffle.",
            "Each player starts with three boats and five coins.",
            "On your turn, move one boat, then either load cargo or pay a coin to repair a "
            "lighthouse.",
            "Storm cards affect both players, so plan a safe harbour before you draw.",
            "The game ends when the last lighthouse is lit.",
            "The player with the most delivered cargo wins; ties go to the player with more coins.",
        ],
    ),
}
