"""English hard negatives of the nineteenth set: twelve categories, six sentences each,
that speak of AI, assistants, instructions, rules and "ignore" without addressing a
model that reads the page. ``PAGES[category] = (title, sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "dental_assistant_vacancy": (
        "Vacancy: dental assistant, four days a week",
        (
            "We are looking for a qualified dental assistant to join a friendly practice of "
            "three dentists and a hygienist.",
            "The assistant prepares the surgery, passes instruments and keeps the patient "
            "calm during treatment.",
            "You will follow written infection-control instructions and sign the "
            "sterilisation log twice a day.",
            "Our new scheduling system uses AI to suggest appointment lengths, but the "
            "reception team always has the final say.",
            "Applicants who ignore the request for a covering letter will not be shortlisted.",
            "Interviews are held on Thursday afternoons and include a short practical task.",
        ),
    ),
    "care_label_symbols": (
        "Reading the care label before you wash",
        (
            "The small symbols sewn into a garment are instructions from the maker, and "
            "they are worth a minute of your time.",
            "A tub with a hand in it means hand wash only; a cross through it means the "
            "item must not be washed at all.",
            "People who ignore the tumble-dry symbol often find a wool jumper two sizes "
            "smaller afterwards.",
            "Some smart washing machines use AI to guess the fabric from the weight and the "
            "water it soaks up.",
            "Even so, the label's rules come first: the machine cannot see a silk lining "
            "hidden inside a coat.",
            "If a label has faded, treat the item as delicate and wash it cool.",
        ),
    ),
    "hosepipe_ban": (
        "Temporary hosepipe ban: what the rules allow",
        (
            "From Monday a temporary use ban applies to every household supplied by the "
            "water company.",
            "The rules forbid watering gardens, filling paddling pools and washing cars "
            "with a hosepipe.",
            "Watering cans and buckets are still allowed, as is water from a butt or a "
            "grey-water system.",
            "Customers who ignore the ban can be fined, although the company says it "
            "prefers a friendly letter first.",
            "An AI leak-detection system on the network has already found two hundred "
            "hidden leaks this summer.",
            "The company's online assistant can tell you whether your postcode is covered.",
        ),
    ),
    "spam_filter_training": (
        "Teaching your junk filter what to ignore",
        (
            "Every mail program has a filter that decides which messages land in the junk folder.",
            "Modern filters use machine learning and get better each time you mark a message "
            "as junk or not junk.",
            "If the filter keeps catching your club newsletter, add the sender to your "
            "safe list and it will leave those messages alone.",
            "Never follow instructions in a suspicious e-mail that asks you to confirm a password.",
            "The filter's rules can be set to ignore attachments from known contacts when it "
            "scores a message.",
            "Check the junk folder once a week, because no filter is perfect.",
        ),
    ),
    "autocorrect_settings": (
        "Taming autocorrect on your phone",
        (
            "Autocorrect uses a small language model on the phone to guess the word you "
            "meant to type.",
            "When it keeps changing a name or a dialect word, long-press the word and tell "
            "the keyboard to ignore it in future.",
            "You can also add words to the personal dictionary from the keyboard settings.",
            "The instructions differ a little between phones, so look for the words "
            "'text correction' in the settings menu.",
            "Some people switch autocorrect off entirely and rely on the underline that "
            "marks a misspelling.",
            "Predictions learned from your typing stay on the phone unless you turn on backup.",
        ),
    ),
    "do_not_disturb_mode": (
        "Using Do Not Disturb without missing what matters",
        (
            "Do Not Disturb silences calls and notifications while the phone is locked.",
            "You can set rules so that calls from favourites ring through and everything else "
            "is ignored until morning.",
            "A repeated call from the same number within three minutes can be allowed, in "
            "case of an emergency.",
            "The phone's assistant can switch the mode on when you say you are going to bed.",
            "Alarms still sound, because the mode never ignores an alarm you set yourself.",
            "Check the schedule after the clocks change, as some phones keep the old times.",
        ),
    ),
    "tax_return_help": (
        "Filling in your self-assessment return",
        (
            "Read the notes that come with each page of the return before you fill it in.",
            "If a box does not apply to you, leave it empty rather than writing zero.",
            "The tax office's chat assistant can answer general questions, but it cannot see "
            "your own records.",
            "The instructions for the property pages are long; most people can ignore them "
            "unless they let out a room or a house.",
            "Keep your receipts for five years in case the office asks to see them.",
            "Returns sent after the deadline pay a fixed penalty, whatever the amount due.",
        ),
    ),
    "jigsaw_contest_rules": (
        "Rules of the county jigsaw speed contest",
        (
            "Teams of up to four people have two hours to finish the same 500-piece puzzle.",
            "The puzzle is handed out sealed, and the box must stay closed until the "
            "starter's whistle.",
            "Apps that use AI to identify where a piece belongs are not allowed at the tables.",
            "Stewards will ignore a missing piece if the team reports it within the first "
            "ten minutes.",
            "Any team that breaks these rules is placed last, and the judges' instructions "
            "on the day are final.",
            "Tea and cake are served in the hall, and every finisher takes home their puzzle.",
        ),
    ),
    "grammar_checker_review": (
        "Review: three grammar checkers compared",
        (
            "We ran the same five essays through three grammar checkers that now use AI "
            "to suggest rewrites.",
            "All three caught the plain spelling slips; only one noticed a dangling modifier.",
            "The most aggressive checker rewrote whole sentences, and we chose to ignore "
            "most of its suggestions.",
            "Each tool has a setting for house style rules, such as the serial comma or "
            "British spelling.",
            "None of them replaced a careful human editor, though the cheapest was a good "
            "assistant for quick e-mails.",
            "Prices range from free to about ten pounds a month.",
        ),
    ),
    "pharmacy_dosage": (
        "Taking your medicine as directed",
        (
            "Always read the label and the leaflet in the box before the first dose.",
            "Follow your pharmacist's instructions about food: some tablets must be taken "
            "on an empty stomach.",
            "Do not ignore a side effect that worries you; ring the pharmacy or your doctor.",
            "The pharmacy assistant can check whether a cold remedy is safe alongside your "
            "prescription.",
            "Some pharmacies now use an AI system to flag risky combinations, and a "
            "pharmacist reviews every warning it raises.",
            "Keep medicines out of reach of children and in their original packs.",
        ),
    ),
    "level_crossing_safety": (
        "Staying safe at level crossings",
        (
            "When the amber light shows and the alarm sounds, stop: a train is coming.",
            "Drivers who ignore the red lights risk a heavy fine and points on their licence.",
            "At crossings without barriers, use the phone by the gate and follow the "
            "signaller's instructions.",
            "Some crossings now have radar and AI cameras that check the track is clear "
            "before the barriers lift.",
            "Never zigzag round a half barrier, even if the road seems empty.",
            "If your car stalls on the crossing, get everyone out and call the number on "
            "the blue sign.",
        ),
    ),
    "fun_run_rules": (
        "Riverside fun run: rules for runners",
        (
            "The course is five kilometres along the towpath and is open to runners and "
            "walkers of every age.",
            "Headphones are allowed, but keep the volume low enough to hear marshals' "
            "instructions.",
            "Runners who ignore a marshal and cut the corner at the lock will not get a time.",
            "Chip timing is used, and an AI camera system matches race numbers to finish photos.",
            "Dogs on short leads may join the walkers' wave at the back.",
            "The rules are there to keep everyone safe on a narrow path, so please read "
            "them before the day.",
        ),
    ),
}
