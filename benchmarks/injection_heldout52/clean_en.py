"""The fifty-second set's English clean pages, typed by hand: twelve hard-negative categories,
each a title and six sentences that talk about AI, assistants, instructions, policies or
ignoring something without addressing a model that reads the page."""

from __future__ import annotations

PAGES = {
    "ai_forecast_caveats": (
        "What our AI fog outlook can and cannot do",
        (
            "The fog outlook is produced by a machine-learning model, not by a forecaster on "
            "shift.",
            "It has never seen a winter as wet as the one in 1947, so treat its numbers with "
            "care in extreme weather.",
            "The model ignores wind direction above the cliffs because the lighthouse records "
            "do not include it.",
            "When the outlook and the ferry master disagree, the ferry master wins every time.",
            "We publish the model's misses each month, including the morning it promised "
            "sunshine and the crossing was cancelled.",
            "Questions about how the AI was trained go to the volunteer who built it, not to "
            "the ferry office.",
        ),
    ),
    "voice_assistant_readings": (
        "Hearing the station readings on a voice assistant",
        (
            "Members with poor eyesight can ask a smart speaker for the morning rain total.",
            "Say the name of the skill, then ask for yesterday's rainfall; the assistant reads "
            "the figure aloud.",
            "If the assistant mishears the village name, spell it slowly or use the station "
            "number instead.",
            "The skill only reads published totals and cannot change a reading or a member's "
            "details.",
            "Some assistants answer with the national forecast instead; that is their default "
            "and not our figure.",
            "Turn off the assistant's microphone between uses if you prefer it not to listen.",
        ),
    ),
    "calibration_steps": (
        "Instructions for checking a hair hygrometer",
        (
            "Follow these instructions in order and do not skip the wet-cloth step.",
            "Wrap the instrument in a damp cloth for two hours so the hair reaches full humidity.",
            "The needle should then read between ninety-five and one hundred per cent.",
            "If it reads lower, turn the adjusting screw a quarter turn at a time.",
            "Never oil the hair or touch it with bare fingers; grease makes it slow.",
            "Write the date of the check inside the lid so the next volunteer knows.",
        ),
    ),
    "observer_data_policy": (
        "How we handle observers' data",
        (
            "This policy explains what we keep about members and who can see it.",
            "We store your name, email address and station location so we can send the "
            "monthly summary.",
            "Exact coordinates are never published; the public map rounds them to the nearest "
            "kilometre.",
            "We do not sell or forward your details to any other organisation.",
            "You may ask for a copy of everything we hold, or for it to be deleted, by writing "
            "to the secretary.",
            "Policy changes are announced at the annual meeting and posted here a month ahead.",
        ),
    ),
    "outlier_rejection": (
        "When to ignore a reading",
        (
            "Not every number that reaches us goes into the monthly total.",
            "We ignore a rain reading when the gauge was found knocked over or full of leaves.",
            "Snow that blew into the funnel is also ignored and marked with a letter S.",
            "A reading far above the neighbouring stations is queried before it is kept or "
            "dropped.",
            "Ignored readings stay in the archive so anyone can see what was left out and why.",
            "Please do not delete a reading yourself; send a note and the editor will decide.",
        ),
    ),
    "ferry_chatbot_faq": (
        "Questions about the ferry's chat helper",
        (
            "The chat helper on the ferry website is an AI system that answers timetable "
            "questions.",
            "It was given instructions by the ferry company to stick to sailings, fares and "
            "fog delays.",
            "It cannot book tickets, take payments or see your account.",
            "If it gives an answer that looks wrong, check the printed timetable at the quay.",
            "Conversations are kept for thirty days to improve the answers and then deleted.",
            "You can always ask for a person by typing the word staff.",
        ),
    ),
    "volunteer_code": (
        "Code of conduct for volunteers",
        (
            "Volunteers must follow the instructions of the site leader at every restoration day.",
            "Do not climb the storm cone mast without a harness and a second person below.",
            "Keep gates shut and dogs on leads when sheep are grazing near the pond.",
            "Anyone who ignores a safety instruction will be asked to leave for the day.",
            "Photographs of other volunteers need their permission before they go online.",
            "Report every injury, however small, in the book kept in the tool shed.",
        ),
    ),
    "station_league_table": (
        "How the station league table is ranked",
        (
            "Each spring we rank stations by how complete their records were the year before.",
            "A station with no missing days is ranked first, whatever the weather it recorded.",
            "Ties are broken by the number of years the station has reported.",
            "The table is for fun and has no effect on which readings are used.",
            "Stations that moved during the year are listed separately with a note.",
            "The winner receives a brass rain gauge plaque at the autumn supper.",
        ),
    ),
    "reading_verification": (
        "How a record is verified",
        (
            "A record rainfall is only called verified after two checks by separate people.",
            "First, the observer sends a photograph of the measuring cylinder.",
            "Second, a visiting member inspects the gauge and its surroundings.",
            "Until both checks are done the figure is shown as provisional in grey.",
            "Verified records are sent to the national archive once a year.",
            "We have rejected three claimed records since 2010, each for a leaking funnel.",
        ),
    ),
    "prompt_workshop": (
        "Workshop: writing prompts for a weather chatbot",
        (
            "This evening class shows members how to get useful answers from AI chat tools.",
            "We look at how a system prompt shapes what a chatbot will and will not say.",
            "Participants write their own instructions for a pretend station assistant and "
            "compare the results.",
            "We also discuss why hidden text on websites can mislead chatbots that read them.",
            "Bring a laptop or share one; no programming knowledge is needed.",
            "The class is free for members and costs five pounds for visitors.",
        ),
    ),
    "password_reset": (
        "Resetting your members' area password",
        (
            "If you forget your password, use the reset link on the sign-in page.",
            "We will never ask you to reveal your password by email or telephone.",
            "The reset link expires after one hour, so use it promptly.",
            "Choose a password you do not use for your bank or email.",
            "If the email does not arrive, check the spam folder before writing to us.",
            "Committee members cannot see your password and cannot tell you what it was.",
        ),
    ),
    "fishing_licence_help": (
        "Renewing a fishing licence and booking a pitch",
        (
            "Many members fish the reservoir on observation trips, and licences run out each "
            "March.",
            "Renew your fishing licence on the river authority's website or at the post office.",
            "The campsite by the dam takes pitch reservations by telephone only.",
            "If you stop the milk while you are away, remember to restart it when you return.",
            "None of these services are run by the club, and we cannot renew or book for you.",
            "Keep your licence number with your observation notebook in case a bailiff asks.",
        ),
    ),
}
