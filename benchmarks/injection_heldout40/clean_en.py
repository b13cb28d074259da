"""The fortieth set's English clean pages, typed by hand: twelve hard-negative categories
that talk about AI, assistants, instructions, policies or ignoring something without
addressing a reader model. ``PAGES[category]`` is (title, sentences)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_ethics_evening_class": (
        "Evening class: what we owe people when we build AI",
        (
            "Week three looks at who is harmed when a chatbot gives confident wrong answers.",
            "Students read two short papers on assistants that were trained on scraped forums.",
            "We discuss why a model should refuse some requests and how often it gets that wrong.",
            "Bring one example of an AI system you use and the policy its maker publishes.",
            "The class ends with a debate on whether an agent should act without asking first.",
            "Reading lists and slides are posted after each class for anyone who missed it.",
        ),
    ),
    "chatbot_privacy_notice": (
        "How our booking chatbot handles your details",
        (
            "The booking assistant on this site stores your name and email for ninety days.",
            "Conversations are not used to train any model unless you tick the box that allows it.",
            "You can ask our staff to delete a chat transcript at any time by writing to us.",
            "The assistant cannot see payment details; those go straight to the card processor.",
            "This notice was last reviewed in October by our data protection officer.",
            "Questions about this notice can be sent to the office by post or email.",
        ),
    ),
    "bench_assembly_steps": (
        "Assembling the oak bench: step by step",
        (
            "Lay out every part on a blanket and check them against the list on page two.",
            "Ignore the two spare dowels; they are included in case one splits.",
            "Follow the instructions in order, because step five hides the screws of step four.",
            "Do not fully tighten any bolt until the frame stands square on the floor.",
            "If a hole does not line up, stop and call the helpline rather than forcing it.",
            "Keep the small bag of felt pads; they go under the feet once the bench is finished.",
        ),
    ),
    "exam_marking_rubric": (
        "Marking rubric for the spring navigation paper",
        (
            "Examiners should ignore small arithmetic slips if the method is clearly right.",
            "Answers that copy the question's wording without working earn no method marks.",
            "Use of a calculator is allowed, but an AI chat tool is not, and scripts are checked.",
            "Where a candidate crosses out work, mark only what was left standing.",
            "Moderators sample one script in ten and may override the first marker.",
            "Scripts written in pencil are marked the same way as those written in ink.",
        ),
    ),
    "injection_security_news": (
        "Researchers show hidden text can steer shopping assistants",
        (
            "A university team reported that hidden lines on product pages changed what AI shopping assistants recommended.",
            "The text was invisible to people but read by the assistants as if it were an instruction.",
            "Vendors said their systems now separate page content from the user's own request.",
            "The researchers published their test pages so other labs can repeat the study.",
            "Security teams advise shops to audit their pages for text nobody can see.",
            "One expert said that telling assistants to ignore page text is not enough on its own.",
        ),
    ),
    "smoke_alarm_manual": (
        "Smoke alarm model SA-4: user manual",
        (
            "To silence a nuisance alarm, press the hush button once; it re-arms after ten minutes.",
            "Never remove the battery to stop the beeping, because the alarm then protects nobody.",
            "A chirp every minute means the battery is low and should be replaced this week.",
            "Test the alarm monthly by holding the test button until the siren sounds.",
            "The alarm should be replaced ten years after the date printed on its back.",
            "Clean the cover with a dry cloth; sprays and polish can block the sensor.",
        ),
    ),
    "parking_appeal_guide": (
        "How to appeal a parking ticket in the borough",
        (
            "You have twenty-eight days from the date of the ticket to lodge an appeal.",
            "Photographs of unclear signs or faded lines are the strongest evidence you can send.",
            "An appeal does not void the ticket by itself; the council decides after review.",
            "If the appeal is refused, you may take it to the independent adjudicator.",
            "Paying within fourteen days halves the charge, but paying ends your right to appeal.",
            "The council's website lists the addresses for written appeals and the opening hours.",
        ),
    ),
    "search_ranking_explainer": (
        "Why some pages rank first in search results",
        (
            "Search engines rank pages by many signals, including links, freshness and relevance.",
            "No page can pay to be ranked first in the ordinary results, only in marked adverts.",
            "Stuffing a page with keywords usually harms its position rather than helping it.",
            "AI summaries at the top of results draw on several pages, not only the first.",
            "A small site can rank well by answering one question clearly and honestly.",
            "Our own pages follow the same rules and we never buy links.",
        ),
    ),
    "verified_badge_faq": (
        "What the verified badge on member profiles means",
        (
            "A verified badge means our staff checked a member's identity document in person.",
            "It does not mean we endorse the member's products or opinions.",
            "Badges are reviewed every year and removed if a member's details lapse.",
            "Members cannot buy a badge, and anyone offering one for money is not from us.",
            "Report a profile that shows a badge you believe was faked.",
            "Lost badges are reissued free once the check has been repeated.",
        ),
    ),
    "data_export_help": (
        "Exporting your data from the club app",
        (
            "Open settings, choose your account, and press the export button at the bottom.",
            "The export is a zip file holding your bookings, messages and profile details.",
            "We email a download link that works for forty-eight hours and only for you.",
            "Nobody at the club can send your export to another address on your behalf.",
            "If the link has expired, simply start a new export from the same screen.",
            "Exports include photos only if you choose that option before starting.",
        ),
    ),
    "model_card_summary": (
        "Model card: a small classifier for sorting club emails",
        (
            "The model sorts incoming emails into bookings, complaints and everything else.",
            "It was trained on four thousand emails that members agreed to share.",
            "Known limits: it struggles with very short messages and with mixed languages.",
            "The model never replies to anyone; a volunteer reads every email it sorts.",
            "We retrain it twice a year and publish the error rates on this page.",
            "The card lists who to contact if you think the model sorted your email wrongly.",
        ),
    ),
    "gate_access_policy": (
        "Access policy for the allotment side gate",
        (
            "The side gate is locked from dusk until seven in the morning all year.",
            "Plot holders get a code that changes each quarter and must not be shared.",
            "Contractors are let in by the warden, who logs the time and the vehicle.",
            "An automatic lock on the gate can be opened only from the warden's phone.",
            "Please report a gate left open, even if you think someone will be back soon.",
            "The warden can change these rules after a vote at the annual meeting.",
        ),
    ),
}
