"""The checks every held-out set built by ``benchmarks/heldout_assembly.py`` (heldout21 ..
heldout35, heldout36, heldout37, heldout38, heldout39, heldout40, heldout41, heldout42,
heldout43, heldout44, heldout45, heldout46, heldout47, heldout48, heldout49, heldout50,
heldout51, heldout52, heldout53, heldout54, heldout55, heldout56, heldout57,
heldout58, heldout59, heldout60,
heldout61, heldout62) promises, run on
each: the counts and
labels; every axis value, technique, shape and host in use; the same bytes on every load, with
a corpus or without; each planted text where its technique puts it (lxml for HTML, PDFium for
PDFs, whose hidden block paints no pixel); clean pages hiding only their own sentences; no
corpus file copied (skipped without the corpus); and the set scored and in ``--part all`` (or,
while sealed, left out of it).

Each set's writer wrote these checks in its own test file, the same for each but for
the set's name, its id prefix, where its visible and CSS-hidden techniques put the text
(``WHERE``) and its page's content root; folded here on 2026-12-03. What is the set's own
(its shapes, the modules it may import, heldout23's page template and digest) stays in
``tests/test_injection_heldout21.py`` .. ``23.py``."""

from __future__ import annotations

import hashlib
import importlib
import json
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc, default_corpus  # noqa: E402

from heldout_checks import (  # noqa: E402
    assert_no_corpus_file_copied,
    assert_pdf_hidden_blocks_paint_nothing,
    assert_pdf_technique_hides,
    assert_scored_and_in_all,
    assert_sealed,
)

LANGS = ("en", "es", "pt")
CORPUS = default_corpus()
CLEAN_FAMILY = re.compile(r"(hardneg|plain):(\w+);placed=(\w+)")


@dataclass(frozen=True)
class Assembled:
    """One set: its name, the root of its pages' content, and where each of its visible
    and CSS-hidden techniques puts the text (an XPath finding exactly that element)."""

    part: str
    root: str
    where: dict[str, str]

    @property
    def tag(self) -> str:
        return "h" + self.part.removeprefix("heldout")

    def module(self, name: str = "") -> ModuleType:
        return importlib.import_module(f"injection_{self.part}{'.' + name if name else ''}")

    def family(self) -> re.Pattern[str]:
        return re.compile(
            r"synthetic:addressee=(\w+);ask=(\w+);soft=(\w+);shape=(\w+);context=(\w+);"
            rf"variant=(\w+);carrier=synthetic;host_topic=(ai|general);set={self.part}"
        )


SETS = (
    Assembled(
        "heldout21",
        "main",
        {
            "aside_block": "//main/aside",
            "code_inline": "//main/p/code",
            "td_cell": "//main/table//td",
            "fieldset_block": "//main/fieldset",
            "svg_feconvolve_zero": "//p[contains(@style,'filter:url(#cv21)')]",
            "svg_feimage_empty": "//p[contains(@style,'filter:url(#im21)')]",
            "svg_fedisplacement_far": "//p[contains(@style,'filter:url(#dm21)')]",
            "webkit_mask_box_clear": "//p[contains(@style,'-webkit-mask-box-image')]",
            "clip_path_ellipse_zero": "//p[contains(@style,'clip-path:ellipse(0 0)')]",
            "color_mix_clear": "//p[contains(@style,'color-mix(')]",
        },
    ),
    Assembled(
        "heldout22",
        "main",
        {
            "figure_block": "//main/figure",
            "dir_item": "//main/dir/li",
            "blink_inline": "//main/p/blink",
            "mathml_mtext": "//main/math/mtext",
            "svg_gradient_no_stops": "//main//text[@fill='url(#ns22)']",
            "svg_fill_dangling_url": "//main//text[@fill='url(#nowhere22)']",
            "mask_luminance_black": "//p[contains(@style,'linear-gradient(#000,#000) luminance')]",
            "relative_color_alpha_zero": "//p[contains(@style,'rgb(from currentColor r g b / 0)')]",
            "clip_path_rect_zero": "//p[contains(@style,'clip-path:rect(0 0 0 0)')]",
            "light_dark_transparent": "//p[contains(@style,'light-dark(transparent,#000)')]",
        },
    ),
    Assembled(
        "heldout23",
        "article",
        {
            "fieldset_legend": "//article/fieldset/legend",
            "dl_dd": "//article/dl/dd",
            "dl_dt": "//article/dl/dt",
            "details_summary": "//article/details/summary",
            "svg_metadata_child": "//article/svg/metadata/text[@id='md23']",
            "svg_filter_child": "//article/svg/filter/text[@id='fc23']",
            "svg_unknown_parent": "//article/svg/shelf23/text[@id='un23']",
            "svg_clippath_text_child": "//article/svg/clippath/text[@id='ct23']",
            "blend_difference_black": "//article/p[contains(@style,'mix-blend-mode:difference')]",
            "blend_exclusion_black": "//article/p[contains(@style,'mix-blend-mode:exclusion')]",
        },
    ),
    Assembled(
        "heldout24",
        "section",
        {
            "thead_cell": "//section/table/thead/tr/th",
            "ol_step": "//section/ol/li",
            "role_note_div": "//section/div[@role='note']",
            "object_fallback_shown": "//section/object",
            "forced_colors_only": "//section/p[@class='hc-only']",
            "supports_not_grid": "//section/p[@class='no-grid']",
            "container_query_wide": "//section/p[@class='wall-only']",
            "svg_view_child": "//section/svg/view/text[@id='vt24']",
            "svg_animate_child": "//section/svg/animate/text[@id='an24']",
            "svg_image_child": "//section/svg/image/text[@id='im24']",
        },
    ),
    Assembled(
        "heldout25",
        "main",
        {
            "blockquote_footer": "//main/blockquote/footer",
            "search_landmark": "//main/search/p",
            "menu_item": "//main/menu/li",
            "dfn_term": "//main/p/dfn",
            "size_adjust_zero": "//main/p[@class='fine']",
            "property_transparent": "//main/p[contains(@style,'var(--ink25)')]",
            "blend_color_dodge": "//main/p[contains(@style,'mix-blend-mode:color-dodge')]",
            "filter_ink_to_white": "//main/p[contains(@style,'brightness(0) invert(1)')]",
            "rotate_x_edge_on": "//main/p[contains(@style,'rotate:x 90deg')]",
            "scripting_none_only": "//main/p[@class='js-off']",
        },
    ),
    Assembled(
        "heldout26",
        "article",
        {
            "data_value": "//article/p/data",
            "custom_element": "//article/shop-memo",
            "details_open_body": "//article/details/p",
            "th_row_header": "//article/table/tbody/tr/th",
            "blend_plus_lighter": "//article/p[contains(@style,'mix-blend-mode:plus-lighter')]",
            "blend_hard_light_pale": "//article/p[contains(@style,'mix-blend-mode:hard-light')]",
            "mask_layers_excluded": "//article/p[contains(@style,'mask-composite:exclude')]",
            "first_line_clear": "//article/p[@class='solo']",
            "mask_shifted_away": "//article/p[contains(@style,'-300vw 0/100% 100% no-repeat')]",
            "clip_shape_zero": "//article/p[contains(@style,'clip-path:shape(')]",
        },
    ),
    Assembled(
        "heldout27",
        "main",
        {
            "select_option_shown": "//main/select/option",
            "role_alert_div": "//main/div[@role='alert']",
            "svg_text_visible": "//main/svg/text",
            "ruby_base_text": "//main/p/ruby",
            "blend_soft_light": "//main/p[contains(@style,'mix-blend-mode:soft-light')]",
            "blend_hue_on_white": "//main/p[contains(@style,'mix-blend-mode:hue')]",
            "relative_offset_away": "//main/p[contains(@style,'left:-300vw')]",
            "after_white_cover": "//main/p[@class='veil']",
            "bg_clip_text_white": "//main/p[contains(@style,'background-clip:text')]",
            "blend_overlay_on_white": "//main/p[contains(@style,'mix-blend-mode:overlay')]",
        },
    ),
    Assembled(
        "heldout28",
        "main",
        {
            "vertical_writing_note": "//main/p[@class='upright']",
            "column_count_block": "//main/div[@class='twocol']",
            "first_letter_drop_cap": "//main/p[@class='initial']",
            "tilted_sticker": "//main/p[@class='sticker']",
            "blend_color_burn": "//main/p[contains(@style,'mix-blend-mode:color-burn')]",
            "math_depth_shrunk": "//main/p[contains(@style,'math-depth:60')]",
            "contrast_color_white": "//main/p[contains(@style,'contrast-color(')]",
            "matrix3d_w_zero": "//main/p[contains(@style,'matrix3d(')]",
            "selected_item_text": "//main/p[contains(@style,'SelectedItemText')]",
            "rotate_y_edge_on": "//main/p[contains(@style,'rotate:y 90deg')]",
        },
    ),
    Assembled(
        "heldout29",
        "main",
        {
            "balanced_pull_quote": "//main/p[@class='pull']",
            "initial_letter_sunk": "//main/p[@class='sunk']",
            "circle_float_wrap": "//main/p[@class='orbit']",
            "small_caps_line": "//main/p[@class='caps']",
            "oklch_white": "//main/p[contains(@style,'oklch(')]",
            "hwb_white": "//main/p[contains(@style,'hwb(')]",
            "srgb_linear_white": "//main/p[contains(@style,'srgb-linear')]",
            "lch_white": "//main/p[contains(@style,'color:lch(')]",
            "oklab_white": "//main/p[contains(@style,'oklab(')]",
            "line_height_zero_clip": "//main/p[contains(@style,'line-height:0')]",
        },
    ),
    Assembled(
        "heldout30",
        "article",
        {
            "sticky_note": "//article/p[@class='stick']",
            "numbered_step": "//article/ol[@class='steps']/li",
            "dashed_box": "//article/p[@class='dash']",
            "hanging_indent": "//article/p[@class='hang']",
            "rec2020_white": "//article/p[contains(@style,'rec2020')]",
            "display_p3_white": "//article/p[contains(@style,'display-p3')]",
            "prophoto_white": "//article/p[contains(@style,'prophoto-rgb')]",
            "a98_white": "//article/p[contains(@style,'a98-rgb')]",
            "round_down_font": "//article/p[contains(@style,'round(down')]",
            "sign_opacity_zero": "//article/p[contains(@style,'sign(-3)')]",
        },
    ),
    Assembled(
        "heldout31",
        "section",
        {
            "margin_note": "//section/p[@class='marg']",
            "washi_tape": "//section/p[@class='tape']",
            "ledger_lines": "//section/p[@class='ledger']",
            "ribbon_banner": "//section/p[@class='ribbon']",
            "log_opacity_zero": "//section/p[contains(@style,'log(1)')]",
            "mod_opacity_zero": "//section/p[contains(@style,'mod(9,3)')]",
            "sin_font_zero": "//section/p[contains(@style,'sin(0deg)')]",
            "tan_scale_zero": "//section/p[contains(@style,'tan(0deg)')]",
            "xyz_d65_white": "//section/p[contains(@style,'xyz-d65')]",
            "exp_clip_inset": "//section/p[contains(@style,'exp(0)')]",
        },
    ),
    Assembled(
        "heldout32",
        "main",
        {
            "hanging_quote": "//main/blockquote[@class='pullq']",
            "boxed_tip": "//main/div[@class='tipbox']",
            "dotted_aside": "//main/aside[@class='dotside']",
            "shaded_strip": "//main/p[@class='strip']",
            "sqrt_max_height_zero": "//main/p[contains(@style,'sqrt(0)')]",
            "pow_opacity_zero": "//main/p[contains(@style,'pow(0,3)')]",
            "clamp_font_zero": "//main/p[contains(@style,'clamp(0px')]",
            "min_scalex_zero": "//main/p[contains(@style,'min(0,1)')]",
            "rem_alpha_zero": "//main/p[contains(@style,'rem(6,3)')]",
            "abs_indent_offbox": "//main/p[contains(@style,'abs(-400vw)')]",
        },
    ),
    Assembled(
        "heldout33",
        "div[@class='pane']",
        {
            "rubber_stamp": "//div[@class='pane']/div[@class='stamp']",
            "index_card": "//div[@class='pane']/div[@class='card']",
            "ticket_stub": "//div[@class='pane']/p[@class='stub']",
            "chalk_panel": "//div[@class='pane']/aside[@class='chalk']",
            "acos_opacity_zero": "//div[@class='pane']/p[contains(@style,'acos(1)')]",
            "atan_font_zero": "//div[@class='pane']/p[contains(@style,'atan(0)')]",
            "atan2_alpha_zero": "//div[@class='pane']/p[contains(@style,'atan2(0,1)')]",
            "env_fallback_opacity_zero": "//div[@class='pane']/p[contains(@style,'env(')]",
            "calc_size_height_zero": "//div[@class='pane']/p[contains(@style,'calc-size(')]",
            "progress_scale_zero": "//div[@class='pane']/p[contains(@style,'progress(')]",
        },
    ),
    Assembled(
        "heldout34",
        "div[@class='folio']",
        {
            "divtab_aside": "//div[@class='folio']/aside[@class='divtab']",
            "quire_box": "//div[@class='folio']/div[@class='quire']",
            "sepia_band": "//div[@class='folio']/p[@class='sepiaband']",
            "hooked_rule": "//div[@class='folio']/p[@class='hooked']",
            "hypot_opacity_zero": "//div[@class='folio']/p[contains(@style,'hypot(0)')]",
            "inline_size_zero_clip": "//div[@class='folio']/p[contains(@style,'inline-size:0')]",
            "hsl_alpha_zero": "//div[@class='folio']/p[contains(@style,'hsl(')]",
            "exp_opacity_vanishing": "//div[@class='folio']/p[contains(@style,'exp(-40)')]",
            "padding_start_offbox": "//div[@class='folio']/p[contains(@style,'padding-inline')]",
            "block_size_lh_zero": "//div[@class='folio']/p[contains(@style,'block-size:0lh')]",
        },
    ),
    Assembled(
        "heldout35",
        "div[@class='slate']",
        {
            "stencil_box": "//div[@class='slate']/div[@class='stencil']",
            "margin_flag": "//div[@class='slate']/aside[@class='flag']",
            "ruled_card": "//div[@class='slate']/p[@class='ruled']",
            "notch_banner": "//div[@class='slate']/p[@class='notch']",
            "e_minus_e_opacity": "//div[@class='slate']/p[contains(@style,'calc(e - e)')]",
            "pi_minus_pi_font": "//div[@class='slate']/p[contains(@style,'(pi - pi)')]",
            "max_negative_opacity": "//div[@class='slate']/p[contains(@style,'max(-1,-2)')]",
            "reciprocal_infinity_opacity": (
                "//div[@class='slate']/p[contains(@style,'opacity:calc(1 / infinity)')]"
            ),
            "nan_height_censored": "//div[@class='slate']/p[contains(@style,'infinity * 0px')]",
            "infinitesimal_scale": "//div[@class='slate']/p[contains(@style,'scale(calc(')]",
        },
    ),
    Assembled(
        "heldout36",
        "div[@class='ply']",
        {
            "double_frame": "//div[@class='ply']/div[@class='frame']",
            "ruled_quote": "//div[@class='ply']/blockquote[@class='ruled']",
            "corner_flag": "//div[@class='ply']/aside[@class='flag']",
            "tinted_band": "//div[@class='ply']/p[@class='band']",
            "cos_opacity_vanishing": "//div[@class='ply']/p[contains(@style,'cos(90deg)')]",
            "max_font_zero": "//div[@class='ply']/p[contains(@style,'max(0px,-2px)')]",
            "hex4_color_clear": "//div[@class='ply']/p[contains(@style,'color:#0000')]",
            "max_width_zero_clip": "//div[@class='ply']/p[contains(@style,'max-width:0')]",
            "scale3d_flat": "//div[@class='ply']/p[contains(@style,'scale3d(1,0,1)')]",
            "neg_infinity_opacity": "//div[@class='ply']/p[contains(@style,'-infinity')]",
        },
    ),
    Assembled(
        "heldout37",
        "div[@class='board']",
        {
            "perforated_stamp": "//div[@class='board']/div[@class='perf']",
            "hinge_margin": "//div[@class='board']/aside[@class='hinge']",
            "notepad_lines": "//div[@class='board']/p[@class='notepad']",
            "gilt_smallcaps_quote": "//div[@class='board']/blockquote[@class='gilt']",
            "rgb_none_alpha": "//div[@class='board']/p[contains(@style,'/ none)')]",
            "asin_scale_zero": "//div[@class='board']/p[contains(@style,'sin(asin(0))')]",
            "round_to_zero_opacity": "//div[@class='board']/p[contains(@style,'round(to-zero')]",
            "matrix_flat_y": "//div[@class='board']/p[contains(@style,'matrix(1,0,0,0,0,0)')]",
            "exp_log_opacity": "//div[@class='board']/p[contains(@style,'exp(log(0))')]",
            "contain_size_clip": "//div[@class='board']/p[contains(@style,'contain:size')]",
        },
    ),
    Assembled(
        "heldout38",
        "article[@class='folio']",
        {
            "kraft_tag": "//article[@class='folio']/aside[@class='kraft']",
            "wax_stamp_note": "//article[@class='folio']/div[@class='stampnote']",
            "scalloped_slip": "//article[@class='folio']/p[@class='scallop']",
            "corkboard_memo": "//article[@class='folio']/blockquote[@class='cork']",
            "clip_path_inset_half": "//article[@class='folio']/p[contains(@style,'inset(50%)')]",
            "sign_sum_opacity": "//article[@class='folio']/p[contains(@style,'sign(-4)')]",
            "mod_font_zero": "//article[@class='folio']/p[contains(@style,'mod(18px,6px)')]",
            "scale_y_calc_zero": "//article[@class='folio']/p[contains(@style,'calc(2 - 2)')]",
            "hsl_alpha_calc_zero": "//article[@class='folio']/p[contains(@style,'0.7 - 0.7')]",
            "max_height_min_zero": "//article[@class='folio']/p[contains(@style,'min(0px,4em)')]",
        },
    ),
    Assembled(
        "heldout39",
        "section[@class='slab']",
        {
            "chit_slip": "//section[@class='slab']/aside[@class='chit']",
            "stencil_band": "//section[@class='slab']/p[@class='stencil']",
            "reed_frame": "//section[@class='slab']/div[@class='reedframe']",
            "knot_quote": "//section[@class='slab']/blockquote[@class='knot']",
            "conic_mask_clear": "//section[@class='slab']/p[contains(@style,'conic-gradient')]",
            "pi_minus_pi_opacity": "//section[@class='slab']/p[contains(@style,'pi - pi')]",
            "e_minus_e_font": "//section[@class='slab']/p[contains(@style,'(e - e)')]",
            "sibling_index_opacity": "//section[@class='slab']/p[contains(@style,'sibling-index')]",
            "css_if_opacity": "//section[@class='slab']/p[contains(@style,'if(supports')]",
            "lh_difference_height": "//section[@class='slab']/p[contains(@style,'1lh - 1lh')]",
        },
    ),
    Assembled(
        "heldout40",
        "article[@class='sheet']",
        {
            "tally_card": "//article[@class='sheet']/div[@class='tally']",
            "pinned_notice": "//article[@class='sheet']/aside[@class='pinned']",
            "ruled_margin": "//article[@class='sheet']/p[@class='margin-rule']",
            "cloakroom_stub": "//article[@class='sheet']/section[@class='stub']",
            "lab_alpha_zero": "//article[@class='sheet']/p[contains(@style,'lab(28 12 18')]",
            "rotate3d_edge_on": "//article[@class='sheet']/p[contains(@style,'rotate3d(')]",
            "margin_shunt_left": "//article[@class='sheet']/p[contains(@style,'-300vw')]",
            "asin_font_zero": "//article[@class='sheet']/p[contains(@style,'asin(0)')]",
            "cos_height_clip": "//article[@class='sheet']/p[contains(@style,'cos(90deg)')]",
            "xyz_d50_alpha_zero": "//article[@class='sheet']/p[contains(@style,'xyz-d50')]",
        },
    ),
    Assembled(
        "heldout41",
        "article[@class='nave']",
        {
            "hung_label": "//article[@class='nave']/div[@class='belltag']",
            "ruled_ledger_line": "//article[@class='nave']/p[@class='ledgerline']",
            "slate_grey_box": "//article[@class='nave']/section[@class='slatebox']",
            "knotted_band": "//article[@class='nave']/aside[@class='ropeband']",
            "acos_rotatex_edge_on": "//article[@class='nave']/p[contains(@style,'acos(0)')]",
            "mod_font_size_zero": "//article[@class='nave']/p[contains(@style,'mod(9,3)')]",
            "hwb_alpha_zero": "//article[@class='nave']/p[contains(@style,'hwb(')]",
            "matrix_all_zero": "//article[@class='nave']/p[contains(@style,'matrix(0,0')]",
            "visibility_collapse_block": "//article[@class='nave']/p[contains(@style,'collapse')]",
            "tan_height_zero_clip": "//article[@class='nave']/p[contains(@style,'tan(0deg)')]",
        },
    ),
    Assembled(
        "heldout42",
        "article[@class='pane']",
        {
            "postmark_oval": "//article[@class='pane']/div[@class='postmark']",
            "kraft_label": "//article[@class='pane']/p[@class='kraft']",
            "dogeared_card": "//article[@class='pane']/aside[@class='dogear']",
            "tabbed_card": "//article[@class='pane']/section[@class='tabcard']",
            "hex_alpha_digit_zero": "//article[@class='pane']/p[contains(@style,'#1230')]",
            "inset_inline_far_shift": "//article[@class='pane']/p[contains(@style,'inset-inline')]",
            "margin_inline_far_pull": "//article[@class='pane']/p[contains(@style,'margin-inline')]",
            "max_inline_nowrap_clip": "//article[@class='pane']/p[contains(@style,'max-inline')]",
            "scale_prop_flat_y": "//article[@class='pane']/p[contains(@style,'scale:1 0')]",
            "fixed_inset_block_far": "//article[@class='pane']/p[contains(@style,'position:fixed')]",
        },
    ),
    Assembled(
        "heldout43",
        "section[@class='folium']",
        {
            "wax_seal_note": "//section[@class='folium']/div[@class='waxseal']",
            "rosette_badge": "//section[@class='folium']/p[@class='rosette']",
            "pennant_flag": "//section[@class='folium']/aside[@class='pennant']",
            "stamp_card": "//section[@class='folium']/section[@class='stampcard']",
            "inset_right_full_clip": "//section[@class='folium']/p[contains(@style,'inset(0 100%')]",
            "translate3d_far_left": "//section[@class='folium']/p[contains(@style,'translate3d(')]",
            "aspect_ratio_zero_box": "//section[@class='folium']/p[contains(@style,'aspect-ratio')]",
            "hsla_legacy_alpha_zero": "//section[@class='folium']/p[contains(@style,'hsla(')]",
            "padding_pushed_overflow": (
                "//section[@class='folium']/p[contains(@style,'padding-top:3em')]"
            ),
            "exponent_opacity_tiny": "//section[@class='folium']/p[contains(@style,'opacity:1e-9')]",
        },
    ),
    Assembled(
        "heldout44",
        "article[@class='placard']",
        {
            "perforated_coupon": "//article[@class='placard']/div[@class='coupon']",
            "rosette_callout": "//article[@class='placard']/p[@class='rosette']",
            "chevron_banner": "//article[@class='placard']/aside[@class='chevron']",
            "carbon_copy_slip": "//article[@class='placard']/section[@class='carbonslip']",
            "hypot_font_zero": "//article[@class='placard']/p[contains(@style,'hypot(0px)')]",
            "viewport_minus_height": (
                "//article[@class='placard']/p[contains(@style,'100vh - 100vh')]"
            ),
            "canvas_ink_on_white": "//article[@class='placard']/p[contains(@style,'Canvas')]",
            "content_gradient_swap": (
                "//article[@class='placard']/p[contains(@style,'content:linear-gradient')]"
            ),
            "unit_ratio_opacity": "//article[@class='placard']/p[contains(@style,'1em / 1em')]",
            "padding_push_clip": (
                "//article[@class='placard']/p[contains(@style,'padding-left:100%')]"
            ),
        },
    ),
    Assembled(
        "heldout45",
        "article[@class='broadside']/div[@class='ivorycard']",
        {
            "scalloped_card": "//article[@class='broadside']/div[@class='ivorycard']/div[@class='scallop']",
            "crayon_box": "//article[@class='broadside']/div[@class='ivorycard']/aside[@class='crayon']",
            "gummed_label": "//article[@class='broadside']/div[@class='ivorycard']/p[@class='gummed']",
            "linocut_panel": "//article[@class='broadside']/div[@class='ivorycard']/section[@class='linocut']",
            "negative_z_under_card": "//article[@class='broadside']/div[@class='ivorycard']/p[contains(@style,'z-index:-1')]",
            "evenodd_twin_polygon": "//article[@class='broadside']/div[@class='ivorycard']/p[contains(@style,'polygon(evenodd')]",
            "scale_prop_round_zero": "//article[@class='broadside']/div[@class='ivorycard']/p[contains(@style,'scale:round(')]",
            "max_height_round_to_zero": "//article[@class='broadside']/div[@class='ivorycard']/p[contains(@style,'round(to-zero')]",
            "progress_opacity_start": "//article[@class='broadside']/div[@class='ivorycard']/p[contains(@style,'progress(')]",
            "sign_complement_opacity": "//article[@class='broadside']/div[@class='ivorycard']/p[contains(@style,'1 - sign(5)')]",
        },
    ),
    Assembled(
        "heldout46",
        "section[@class='quire']/div[@class='gathering']",
        {
            "red_rubric": "//section[@class='quire']/div[@class='gathering']/p[@class='rubric']",
            "marginal_gloss": "//section[@class='quire']/div[@class='gathering']/aside[@class='marginal']",
            "ridged_cartouche": "//section[@class='quire']/div[@class='gathering']/section[@class='cartouche']",
            "pinned_slip": "//section[@class='quire']/div[@class='gathering']/div[@class='slipnote']",
            "offset_path_far_corner": "//section[@class='quire']/div[@class='gathering']/p[contains(@style,'offset-path:')]",
            "rotate_y_quarter_turn": "//section[@class='quire']/div[@class='gathering']/p[contains(@style,'rotateY(90deg)')]",
            "inset_right_full": "//section[@class='quire']/div[@class='gathering']/p[contains(@style,'inset(0 100% 0 0)')]",
            "max_block_size_zero": "//section[@class='quire']/div[@class='gathering']/p[contains(@style,'max-block-size:0')]",
            "translate_x_far_left": "//section[@class='quire']/div[@class='gathering']/p[contains(@style,'translateX(-300vw)')]",
            "absolute_above_top": "//section[@class='quire']/div[@class='gathering']/p[contains(@style,'top:-500vh')]",
        },
    ),
    Assembled(
        "heldout47",
        "section[@class='bay']",
        {
            "wax_tablet": "//section[@class='bay']/div[@class='waxtab']",
            "hatched_frame": "//section[@class='bay']/section[@class='hatchframe']",
            "brass_plate": "//section[@class='bay']/p[@class='brassplate']",
            "gingham_panel": "//section[@class='bay']/aside[@class='gingham']",
            "neg_infinity_height_clip": "//section[@class='bay']/p[contains(@style,'-infinity * 1px')]",
            "translate_prop_far_up": "//section[@class='bay']/p[contains(@style,'translate:0 -400vh')]",
            "srgb_alpha_zero": "//section[@class='bay']/p[contains(@style,'color(srgb')]",
            "ellipse_clip_zero": "//section[@class='bay']/p[contains(@style,'ellipse(0 0)')]",
            "scale3d_both_axes_zero": "//section[@class='bay']/p[contains(@style,'scale3d(0,0,1)')]",
            "rotate_prop_x_quarter": "//section[@class='bay']/p[contains(@style,'rotate:x 90deg')]",
        },
    ),
    Assembled(
        "heldout48",
        "main[@class='leafstock']",
        {
            "postage_stamp": "//main[@class='leafstock']/div[@class='perfstamp']",
            "luggage_tag": "//main[@class='leafstock']/p[@class='luggagetag']",
            "chalk_slate": "//main[@class='leafstock']/aside[@class='chalkslate']",
            "ribbon_band": "//main[@class='leafstock']/section[@class='ribbonband']",
            "corner_circle_closest_side": "//main[@class='leafstock']/p[contains(@style,'closest-side at 0 0')]",
            "polygon_centre_triple": "//main[@class='leafstock']/p[contains(@style,'polygon(50% 50%')]",
            "mask_slid_away": "//main[@class='leafstock']/p[contains(@style,'mask-position:-300vw')]",
            "aspect_sliver_clip": "//main[@class='leafstock']/p[contains(@style,'aspect-ratio:20000/1')]",
            "fixed_bottom_full": "//main[@class='leafstock']/p[contains(@style,'bottom:100%')]",
            "diagonal_axis_quarter_turn": "//main[@class='leafstock']/p[contains(@style,'rotate:1 1 0 90deg')]",
        },
    ),
    Assembled(
        "heldout49",
        "article[@class='tidebook']",
        {
            "enamel_sign": "//article[@class='tidebook']/div[@class='enamelsign']",
            "yellow_memo": "//article[@class='tidebook']/p[@class='yellowmemo']",
            "ticker_tape": "//article[@class='tidebook']/aside[@class='tickertape']",
            "roundel_panel": "//article[@class='tidebook']/section[@class='roundelpanel']",
            "rem_opacity_none": "//article[@class='tidebook']/p[contains(@style,'opacity:rem(12,4)')]",
            "clamp_font_none": "//article[@class='tidebook']/p[contains(@style,'clamp(0px,-3px,0px)')]",
            "pow_height_clip": "//article[@class='tidebook']/p[contains(@style,'pow(0,2)')]",
            "sqrt_scale_none": "//article[@class='tidebook']/p[contains(@style,'scale:sqrt(0)')]",
            "inset_overlap_sixty": "//article[@class='tidebook']/p[contains(@style,'inset(60%)')]",
            "polygon_diagonal_line": "//article[@class='tidebook']/p[contains(@style,'polygon(0 0,100% 100%,0 0)')]",
        },
    ),
    Assembled(
        "heldout50",
        "main[@class='ledgerleaf']",
        {
            "cork_board": "//main[@class='ledgerleaf']/div[@class='corkboard']",
            "telegram_strip": "//main[@class='ledgerleaf']/p[@class='telegramstrip']",
            "tin_sign": "//main[@class='ledgerleaf']/aside[@class='tinsign']",
            "blackboard_tile": "//main[@class='ledgerleaf']/section[@class='blackboardtile']",
            "pivot_far_above_turn": "//main[@class='ledgerleaf']/p[contains(@style,'transform-origin:0 -300vh')]",
            "float_pulled_far_left": "//main[@class='ledgerleaf']/p[contains(@style,'margin-left:-300vw')]",
            "radial_mask_clear": "//main[@class='ledgerleaf']/p[contains(@style,'radial-gradient(transparent,transparent)')]",
            "circle_parked_outside": "//main[@class='ledgerleaf']/p[contains(@style,'circle(8px at -40px -40px)')]",
            "vertical_lr_zero_width": "//main[@class='ledgerleaf']/p[contains(@style,'writing-mode:vertical-lr')]",
            "svg_data_mask_empty": "//main[@class='ledgerleaf']/p[contains(@style,'image/svg+xml')]",
        },
    ),
    Assembled(
        "heldout51",
        "main[@class='bookleaf']",
        {
            "ruled_card": "//main[@class='bookleaf']/div[@class='ruledcard']",
            "till_receipt": "//main[@class='bookleaf']/pre[@class='tillslip']",
            "dotted_ticket": "//main[@class='bookleaf']/p[@class='dotticket']",
            "cork_pinboard": "//main[@class='bookleaf']/aside[@class='corkboard']",
            "lh_zero_height_clip": "//main[@class='bookleaf']/p[contains(@style,'max-height:0lh')]",
            "font_min_zero": "//main[@class='bookleaf']/p[contains(@style,'min(0px,1em)')]",
            "inset_top_full": "//main[@class='bookleaf']/p[contains(@style,'inset(100% 0 0 0)')]",
            "rgb_slash_alpha_zero": "//main[@class='bookleaf']/p[contains(@style,'rgb(0 0 0 / 0)')]",
            "abs_opacity_zero": "//main[@class='bookleaf']/p[contains(@style,'opacity:abs(0)')]",
            "rect_collapsed_centre": "//main[@class='bookleaf']/p[contains(@style,'rect(50% 50% 50% 50%)')]",
        },
    ),
    Assembled(
        "heldout52",
        "main[@class='logsheet']",
        {
            "lozenge_badge": "//main[@class='logsheet']/div[@class='lozenge']",
            "hexagon_tile": "//main[@class='logsheet']/p[@class='hexcell']",
            "barogram_trace": "//main[@class='logsheet']/aside[@class='barotrace']",
            "isobar_band": "//main[@class='logsheet']/section[@class='isobarband']",
            "opacity_below_zero": "//main[@class='logsheet']/p[contains(@style,'opacity:-4')]",
            "size_contained_clipped": "//main[@class='logsheet']/p[contains(@style,'contain:size')]",
            "mask_tile_sized_nothing": "//main[@class='logsheet']/p[contains(@style,'0 0/0 0 no-repeat')]",
            "inset_sides_meeting": "//main[@class='logsheet']/p[contains(@style,'inset(0 50%)')]",
            "p3_alpha_none": "//main[@class='logsheet']/p[contains(@style,'display-p3 0 0 0 / 0')]",
            "scale_pair_flat": "//main[@class='logsheet']/p[contains(@style,'scale(1,0)')]",
        },
    ),
    Assembled(
        "heldout53",
        "section[@class='slateleaf']",
        {
            "hang_tag": "//section[@class='slateleaf']/p[@class='hangtag']",
            "ration_book": "//section[@class='slateleaf']/div[@class='rationbook']",
            "index_tab": "//section[@class='slateleaf']/aside[@class='indextab']",
            "patch_stitch": "//section[@class='slateleaf']/section[@class='patchstitch']",
            "fixed_past_right": "//section[@class='slateleaf']/p[contains(@style,'left:150vw')]",
            "paint_contain_no_width": "//section[@class='slateleaf']/p[contains(@style,'contain:paint')]",
            "oklch_alpha_none": "//section[@class='slateleaf']/p[contains(@style,'oklch(0 0 0 / 0)')]",
            "inset_halves_meet": "//section[@class='slateleaf']/p[contains(@style,'inset(0 50%)')]",
            "calc_negative_font": "//section[@class='slateleaf']/p[contains(@style,'calc(-1em)')]",
            "text_fill_clear": "//section[@class='slateleaf']/p[contains(@style,'text-fill-color:#fff0')]",
        },
    ),
    Assembled(
        "heldout54",
        "article[@class='quayleaf']",
        {
            "tide_card": "//article[@class='quayleaf']/div[@class='tidecard']",
            "ledger_stub": "//article[@class='quayleaf']/pre[@class='ledgerstub']",
            "pressed_flower": "//article[@class='quayleaf']/blockquote[@class='pressedflower']",
            "cuff_label": "//article[@class='quayleaf']/p[@class='cufflabel']",
            "attr_fallback_zero": "//article[@class='quayleaf']/p[contains(@style,'attr(fade type(<number>),0)')]",
            "corner_notch_clip": "//article[@class='quayleaf']/p[contains(@style,'corner-shape:notch')]",
            "margin_block_swing": "//article[@class='quayleaf']/p[contains(@style,'margin-block:-500vh 500vh')]",
            "fixed_bottom_over_top": "//article[@class='quayleaf']/p[contains(@style,'bottom:100vh')]",
            "calc_size_nothing": "//article[@class='quayleaf']/p[contains(@style,'calc-size(auto,size * 0)')]",
            "rem_font_zero": "//article[@class='quayleaf']/p[contains(@style,'rem(12px,4px)')]",
        },
    ),
    Assembled(
        "heldout55",
        "div[@class='fernsheet']",
        {
            "kite_tail": "//div[@class='fernsheet']/p[@class='kitetail']",
            "chalk_slate": "//div[@class='fernsheet']/div[@class='chalkslate']",
            "sash_ribbon": "//div[@class='fernsheet']/section[@class='sashribbon']",
            "cinder_tag": "//div[@class='fernsheet']/aside[@class='cindertag']",
            "sideways_clip_sliver": "//div[@class='fernsheet']/p[contains(@style,'width:0;overflow-x:clip')]",
            "container_unit_cancel": "//div[@class='fernsheet']/p[contains(@style,'calc(1cqw - 1svw)')]",
            "unset_var_opacity": "//div[@class='fernsheet']/p[contains(@style,'var(--h55-unset,0)')]",
            "right_shove_vmax": "//div[@class='fernsheet']/p[contains(@style,'right:300vmax')]",
            "lifted_above_svh": "//div[@class='fernsheet']/p[contains(@style,'top:-300svh')]",
            "svh_zero_ceiling": "//div[@class='fernsheet']/p[contains(@style,'max-height:0svh')]",
        },
    ),
    Assembled(
        "heldout56",
        "div[@class='gazettebody']",
        {
            "stamp_box": "//div[@class='gazettebody']/p[@class='stampbox']",
            "postit_note": "//div[@class='gazettebody']/aside[@class='postitnote']",
            "tally_card": "//div[@class='gazettebody']/div[@class='tallycard']",
            "ink_blotter": "//div[@class='gazettebody']/section[@class='inkblotter']",
            "translate_up_dvh": "//div[@class='gazettebody']/p[contains(@style,'translate:0 -400dvh')]",
            "clamp_opacity_shut": "//div[@class='gazettebody']/p[contains(@style,'clamp(0,1,0)')]",
            "repeating_mask_clear": "//div[@class='gazettebody']/p[contains(@style,'repeating-linear-gradient(#0000')]",
            "shape_clip_point": "//div[@class='gazettebody']/p[contains(@style,'shape(from 0 0')]",
            "anchor_fallback_above": "//div[@class='gazettebody']/p[contains(@style,'anchor(--h56-none top,-500vh)')]",
            "neg_infinity_opacity": "//div[@class='gazettebody']/p[contains(@style,'calc(-1 * infinity)')]",
        },
    ),
    Assembled(
        "heldout57",
        "main[@class='loomcloth']",
        {
            "postage_label": "//main[@class='loomcloth']/section[@class='postagelabel']",
            "cameo_oval": "//main[@class='loomcloth']/p[@class='cameooval']",
            "matchbox_label": "//main[@class='loomcloth']/aside[@class='matchbox']",
            "doily_mat": "//main[@class='loomcloth']/div[@class='doily']",
            "broken_data_mask": "//main[@class='loomcloth']/p[contains(@style,'url(data:,)')]",
            "image_set_clear_mask": "//main[@class='loomcloth']/p[contains(@style,'image-set(linear-gradient(#0000,#0000) 1x)')]",
            "cross_fade_clear_mask": "//main[@class='loomcloth']/p[contains(@style,'-webkit-cross-fade(')]",
            "unregistered_paint_mask": "//main[@class='loomcloth']/p[contains(@style,'paint(h57-none)')]",
            "registered_zero_opacity": "//main[@class='loomcloth']/p[contains(@style,'var(--h57-fade)')]",
            "absolute_bottom_full": "//main[@class='loomcloth']/p[contains(@style,'position:absolute;bottom:100%')]",
        },
    ),
    Assembled(
        "heldout58",
        "article[@class='giltleaf']",
        {
            "luggage_tag": "//article[@class='giltleaf']/div[@class='luggagetag']",
            "enamel_badge": "//article[@class='giltleaf']/p[@class='enamelbadge']",
            "medallion_disc": "//article[@class='giltleaf']/aside[@class='medallion']",
            "ribbon_bookmark": "//article[@class='giltleaf']/section[@class='ribbonmark']",
            "nan_censored_opacity": "//article[@class='giltleaf']/p[contains(@style,'opacity:calc(NaN)')]",
            "rec2020_clear_ink": "//article[@class='giltleaf']/p[contains(@style,'color(rec2020 0 0 0 / 0)')]",
            "vb_lifted_relative": "//article[@class='giltleaf']/p[contains(@style,'top:-900vb')]",
            "inline_end_outside": "//article[@class='giltleaf']/p[contains(@style,'inset-inline-end:100%')]",
            "negative_cap_ceiling": "//article[@class='giltleaf']/p[contains(@style,'calc(-4cap)')]",
            "size_container_shut": "//article[@class='giltleaf']/p[contains(@style,'container-type:size')]",
        },
    ),
    Assembled(
        "heldout59",
        "main[@class='feltboard']",
        {
            "pinned_note": "//main[@class='feltboard']/div[@class='pinnednote']",
            "ledger_strip": "//main[@class='feltboard']/p[@class='ledgerstrip']",
            "lozenge_box": "//main[@class='feltboard']/aside[@class='lozenge']",
            "tear_off_slip": "//main[@class='feltboard']/section[@class='tearoff']",
            "mask_self_subtracted": "//main[@class='feltboard']/p[contains(@style,'mask-composite:subtract')]",
            "circle_off_corner_clip": "//main[@class='feltboard']/p[contains(@style,'circle(3px at -40px -40px)')]",
            "mirrored_over_top": "//main[@class='feltboard']/p[contains(@style,'scale:1 -1')]",
            "sibling_count_opacity": "//main[@class='feltboard']/p[contains(@style,'sibling-count()')]",
            "fixed_above_viewport": "//main[@class='feltboard']/p[contains(@style,'inset-block-end:100%')]",
            "jump_start_fade": "//main[@class='feltboard']/p[contains(@style,'steps(1,jump-start)')]",
        },
    ),
    Assembled(
        "heldout60",
        "article[@class='playbill']",
        {
            "stub_ticket": "//article[@class='playbill']/div[@class='stubticket']",
            "slate_panel": "//article[@class='playbill']/p[@class='slatepanel']",
            "cockade_badge": "//article[@class='playbill']/aside[@class='cockade']",
            "fold_flap": "//article[@class='playbill']/section[@class='foldflap']",
            "pow_zero_opacity": "//article[@class='playbill']/p[contains(@style,'opacity:pow(0,3)')]",
            "to_zero_font": "//article[@class='playbill']/p[contains(@style,'round(to-zero,.8em,1em)')]",
            "intrinsic_zero_contained": "//article[@class='playbill']/p[contains(@style,'contain-intrinsic-block-size:0px')]",
            "none_channel_ink": "//article[@class='playbill']/p[contains(@style,'rgb(none none none/none)')]",
            "fixed_below_fold": "//article[@class='playbill']/p[contains(@style,'inset-block-start:100vh')]",
            "mask_tile_parked_far": "//article[@class='playbill']/p[contains(@style,'-900vw 0/9px 9px no-repeat')]",
        },
    ),
    Assembled(
        "heldout61",
        "main[@class='pinepanel']",
        {
            "cue_card": "//main[@class='pinepanel']/div[@class='cuecard']",
            "flag_tab": "//main[@class='pinepanel']/aside[@class='flagtab']",
            "stamp_well": "//main[@class='pinepanel']/p[@class='stampwell']",
            "banner_fold": "//main[@class='pinepanel']/section[@class='bannerfold']",
            "transparent_border_fills_box": "//main[@class='pinepanel']/p[contains(@style,'border-block-start:5em solid #0000')]",
            "mask_slid_off_left": "//main[@class='pinepanel']/p[contains(@style,'-200vw 0/100% 100% no-repeat')]",
            "halves_intersected_mask": "//main[@class='pinepanel']/p[contains(@style,'mask-composite:intersect')]",
            "indent_past_right_edge": "//main[@class='pinepanel']/p[contains(@style,'text-indent:100%')]",
            "translate_self_and_screen_up": "//main[@class='pinepanel']/p[contains(@style,'translate:0 calc(-100% - 100vh)')]",
            "anchor_size_fallback_shut": "//main[@class='pinepanel']/p[contains(@style,'anchor-size(--h61-none block,0px)')]",
        },
    ),
    Assembled(
        "heldout62",
        "main[@class='playmat']",
        {
            "swing_tag": "//main[@class='playmat']/div[@class='swingtag']",
            "speech_bubble": "//main[@class='playmat']/aside[@class='speechbubble']",
            "domino_tile": "//main[@class='playmat']/p[@class='dominotile']",
            "building_block": "//main[@class='playmat']/section[@class='buildingblock']",
            "ray_climbed_off_top": "//main[@class='playmat']/p[contains(@style,'offset-path:ray(0deg)')]",
            "gradient_content_swap": "//main[@class='playmat']/p[contains(@style,'content:linear-gradient(#0000 0 0)')]",
            "white_ink_multiplied": "//main[@class='playmat']/p[contains(@style,'mix-blend-mode:multiply')]",
            "sunk_under_playmat": "//main[@class='playmat']/p[contains(@style,'z-index:-1')]",
            "column_group_display": "//main[@class='playmat']/p[contains(@style,'display:table-column-group')]",
            "blank_svg_data_mask": "//main[@class='playmat']/p[contains(@style,'mask-image:url(data:image/svg+xml;base64,')]",
        },
    ),
)
BY_PART = {s.part: s for s in SETS}


@pytest.fixture(scope="module", params=[s.part for s in SETS])
def case(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Assembled, list[LabeledDoc]]:
    spec = BY_PART[request.param]
    return spec, spec.module().load(corpus=tmp_path_factory.mktemp("no-corpus"))


def fields(doc: LabeledDoc) -> dict[str, str]:
    head, *rest = doc.family.split(";")
    out = dict(item.partition("=")[::2] for item in rest)
    key, _, value = head.partition(":")[2].partition("=")
    out[key] = value
    return out


def squash(text: str) -> str:
    return " ".join(text.split())


def labels(names: tuple[str, ...]) -> set[str]:
    return {re.sub(r"[^a-z0-9]+", "_", n.lower()) for n in names}


def tree(doc: LabeledDoc) -> Any:
    import lxml.html

    return lxml.html.fromstring(doc.body)


def test_the_set_has_the_promised_counts(case: tuple[Assembled, list[LabeledDoc]]) -> None:
    spec, docs = case
    build, hosts = spec.module("build"), spec.module("hosts")
    assert len(docs) == 1203 and len({d.id for d in docs}) == 1203
    assert sum(d.injected for d in docs) == 945
    assert len(hosts.KINDS) == 4 and len(hosts.AI_KINDS) == 3
    for lang in LANGS:
        assert len(build.SET.attacks[lang]) == 45
        assert (
            list(build.SET.clean[lang]) == list(build.SET.clean["en"])
            and len(build.SET.clean[lang]) == 12
        )
        assert all(len(sentences) == 6 for _, sentences in build.SET.clean[lang].values())
        assert set(hosts.HOSTS[lang]) == {*hosts.KINDS, *hosts.AI_KINDS}
        sides = Counter(
            d.family.split(":")[0] for d in docs if not d.injected and d.language == lang
        )
        assert sides == {"hardneg": 72, "plain": 14}
        assert sum(d.injected and d.language == lang for d in docs) == 315
    assert sum(d.body.startswith(b"%PDF-") for d in docs) == 135 + 57


def test_loading_twice_with_or_without_a_corpus_gives_the_same_bytes(
    case: tuple[Assembled, list[LabeledDoc]], tmp_path: Path
) -> None:
    spec, docs = case
    load, build = spec.module().load, spec.module("build").build
    build.cache_clear()
    again = load(corpus=tmp_path / "absent")
    assert [(d.id, d.family, d.payload, d.body) for d in again] == [
        (d.id, d.family, d.payload, d.body) for d in docs
    ]
    build.cache_clear()
    default = hashlib.sha256(b"".join(d.body for d in load())).hexdigest()
    assert default == hashlib.sha256(b"".join(d.body for d in docs)).hexdigest()


def test_every_label_follows_the_grammar(case: tuple[Assembled, list[LabeledDoc]]) -> None:
    spec, docs = case
    grid, build, shapes = spec.module("_grid"), spec.module("build"), spec.module("shapes")
    channels = spec.module("channels").CHANNELS
    family = spec.family()
    for doc in docs:
        assert doc.part == spec.part and doc.synthetic and doc.source == "synthetic", doc.id
        assert doc.language in LANGS and doc.url.startswith("https://"), doc.id
        is_pdf = doc.content_type == "application/pdf"
        assert is_pdf == doc.body.startswith(b"%PDF-") == doc.url.endswith(".pdf"), doc.id
        if doc.injected:
            match = family.fullmatch(doc.family)
            assert match, doc.family
            addressee, ask, soft, shape, context, _, topic = match.groups()
            number = int(doc.id.split("-")[3])
            assert doc.id == f"{spec.tag}-atk-{doc.language}-{number:02d}-{doc.channel}"
            assert (addressee, ask, soft, context) == grid.cell(doc.language, number), doc.id
            assert shape == shapes.shape_of(number) and doc.payload, doc.id
            assert topic == "ai" or context not in build.SET.ai_contexts, doc.id
        else:
            match = CLEAN_FAMILY.fullmatch(doc.family)
            assert match, doc.family
            assert match.group(3) in {"none", *channels} - {"visible_text"}, doc.id
            assert doc.channel is None and doc.payload is None, doc.id
            assert doc.id.startswith((f"{spec.tag}-clean-", f"{spec.tag}-plain-")), doc.id


@pytest.mark.parametrize("part", [s.part for s in SETS])
def test_the_grid_spreads_every_value_over_each_language(part: str) -> None:
    spec = BY_PART[part]
    grid, build = spec.module("_grid"), spec.module("build")
    for lang in LANGS:
        got = build.SET.attacks[lang]
        assert Counter(r.addressee for r in got) == dict.fromkeys(grid.ADDRESSEES, 5), lang
        assert Counter(r.context for r in got) == dict.fromkeys(grid.CONTEXTS, 3), lang
        asks, softs = Counter(r.ask for r in got), Counter(r.soft for r in got)
        assert set(asks) == set(grid.ASKS) and min(asks.values()) >= 4, (lang, asks)
        assert set(softs) == set(grid.SOFTS) and min(softs.values()) >= 5, (lang, softs)
        assert len({r.text for r in got}) == 45, lang
        lengths = sorted(len(r.text.split()) for r in got)
        assert 9 <= lengths[0] <= 12 and 70 <= lengths[-1] <= 80, (lang, lengths)
    contexts, ai_contexts = grid.CONTEXTS, build.SET.ai_contexts
    assert len(contexts) == 15 and len(ai_contexts) == 3 and set(ai_contexts) <= set(contexts)
    with pytest.raises(ValueError):
        grid.rows("pt", ("um texto só",))


def test_each_attack_appears_once_per_channel(case: tuple[Assembled, list[LabeledDoc]]) -> None:
    spec, docs = case
    per_attack = Counter(d.id.rsplit("-", 1)[0] for d in docs if d.injected)
    assert len(per_attack) == 135 and set(per_attack.values()) == {7}
    for lang in LANGS:
        got = Counter(d.channel for d in docs if d.injected and d.language == lang)
        assert got == dict.fromkeys(spec.module("channels").CHANNELS, 45), lang


def test_every_technique_shape_and_host_is_used(case: tuple[Assembled, list[LabeledDoc]]) -> None:
    spec, docs = case
    ch = spec.module("channels")
    seen: dict[str, set[str]] = {}
    for doc in docs:
        if doc.injected:
            seen.setdefault(doc.channel or "", set()).add(fields(doc)["variant"])
    assert seen == {
        "visible_text": labels(ch.VISIBLE),
        "css_hidden": labels(ch.CSS_HIDING),
        "html_comment": labels(ch.COMMENTS),
        "attribute": labels(ch.ATTRIBUTES),
        "meta": labels(ch.METAS),
        "structured_data": labels(ch.LD_KINDS),
        ch.PDF_CHANNEL: set(spec.module("pdfmake").TECHNIQUES),
    }
    shapes = Counter(fields(d)["shape"] for d in docs if d.injected)
    assert shapes == {"plain": 630, **dict.fromkeys(spec.module("shapes").SHAPES[1:], 63)}
    topics = Counter(fields(d)["host_topic"] for d in docs if d.injected)
    assert topics["ai"] > 0 and topics["general"] > 0
    assert len({d.url.split("/")[2] for d in docs}) == 3 * 7


def test_a_payload_is_one_text_in_every_channel_and_drawable(
    case: tuple[Assembled, list[LabeledDoc]],
) -> None:
    _, docs = case
    payloads: dict[str, set[str]] = {}
    for doc in docs:
        if doc.injected:
            payloads.setdefault(doc.id.rsplit("-", 1)[0], set()).add(doc.payload or "")
            (doc.payload or "").encode("cp1252", "strict")
    assert len(payloads) == 135 and all(len(p) == 1 for p in payloads.values())


def test_visible_and_css_hidden_texts_sit_in_their_element(
    case: tuple[Assembled, list[LabeledDoc]],
) -> None:
    spec, docs = case
    ch = spec.module("channels")
    assert set(spec.where) == set(ch.VISIBLE) | set(ch.CSS_HIDING)
    checked = 0
    for doc in docs:
        if not doc.injected or doc.channel not in ("visible_text", "css_hidden"):
            continue
        found = tree(doc).xpath(spec.where[fields(doc)["variant"]])
        assert len(found) == 1, doc.id
        assert squash(found[0].text_content()) == squash(doc.payload or ""), doc.id
        checked += 1
    assert checked == 270


def test_attribute_meta_comment_and_json_carry_the_text(
    case: tuple[Assembled, list[LabeledDoc]],
) -> None:
    from lxml import etree

    spec, docs = case
    ch = spec.module("channels")
    for doc in docs:
        if not doc.injected or doc.channel in ("visible_text", "css_hidden", ch.PDF_CHANNEL):
            continue
        page = tree(doc)
        payload = squash(doc.payload or "")
        shown = squash(" ".join(page.xpath("//body//text()[not(ancestor::script)]")))
        assert payload not in shown, doc.id
        variant = fields(doc)["variant"]
        if doc.channel == "attribute":
            name = variant.replace("_", "-")
            assert [squash(v) for v in page.xpath(f"//@{name}")] == [payload], doc.id
        elif doc.channel == "meta":
            (tag,) = page.xpath("//head/meta[@content][not(@name='viewport')]")
            assert squash(tag.get("content")) == payload, doc.id
            assert labels((tag.get("name") or tag.get("property"),)) == {variant}, doc.id
        elif doc.channel == "html_comment":
            notes = [squash(c.text or "") for c in page.iter(etree.Comment)]
            assert sum(payload in n for n in notes) == 1, doc.id
        else:
            (block,) = page.xpath("//script[@type='application/ld+json']/text()")
            data = json.loads(block)
            assert squash(data[ch.LD_FIELD[data["@type"]]]) == payload, doc.id
    with pytest.raises(ValueError):
        ch.comment("one -- two", random.Random(3))
    with pytest.raises(ValueError):
        ch.comment("one > two", random.Random(3))
    assert ch.visible("a < b", random.Random(1))[2].count("&lt;") == 1


def test_clean_pages_hide_only_their_own_sentences(
    case: tuple[Assembled, list[LabeledDoc]],
) -> None:
    spec, docs = case
    ch = spec.module("channels")
    root = spec.root
    placed: Counter[str] = Counter()
    for doc in docs:
        if doc.injected:
            continue
        where = fields(doc)["placed"]
        placed[where] += 1
        if where == ch.PDF_CHANNEL:
            assert doc.body.startswith(b"%PDF-") and b"\nq " in doc.body, doc.id
            continue
        page = tree(doc)
        shown = squash(" ".join(page.xpath(f"//{root}/p//text() | //{root}/h1//text()")))
        if where == "none":
            assert b"<!--" not in doc.body and b"ld+json" not in doc.body, doc.id
            assert b"style=" not in doc.body and b"data-" not in doc.body, doc.id
        elif where == "meta":
            (tag,) = page.xpath("//head/meta[@content][not(@name='viewport')]")
            assert squash(tag.get("content")) in shown, doc.id
        elif where == "structured_data":
            (block,) = page.xpath("//script[@type='application/ld+json']/text()")
            data = json.loads(block)
            assert squash(data[ch.LD_FIELD[data["@type"]]]) in shown, doc.id
        elif where == "html_comment":
            assert b"<!--" in doc.body, doc.id
        elif where == "attribute":
            values = [squash(v) for a in ch.ATTRIBUTES for v in page.xpath(f"//@{a}")]
            assert len(values) == 1 and values[0] in shown, doc.id
        else:
            hidden = [
                x
                for name, path in spec.where.items()
                if name in ch.CSS_HIDING
                for x in tree(doc).xpath(path)
            ]
            assert len(hidden) == 1 and squash(hidden[0].text_content()) in shown, doc.id
    assert placed == {
        "none": 36,
        "css_hidden": 39,
        "html_comment": 36,
        "attribute": 33,
        "meta": 27,
        "structured_data": 30,
        ch.PDF_CHANNEL: 57,
    }


def test_every_pdf_paints_its_hidden_block_as_nothing(
    case: tuple[Assembled, list[LabeledDoc]],
) -> None:
    """Blanking the hidden block of each PDF (same length, offsets kept) changes no pixel
    while the page still shows its visible text; PDFium extracts every attack's text."""
    spec, docs = case
    assert_pdf_hidden_blocks_paint_nothing(docs, spec.module("pdfmake").make_pdf, 192)


@pytest.mark.parametrize(
    ("part", "technique"),
    [(s.part, t) for s in SETS for t in s.module("pdfmake").TECHNIQUES],
)
def test_each_pdf_technique_hides_what_would_otherwise_paint(part: str, technique: str) -> None:
    paras = ["A visible line about the harbour ferry.", "Another about the tide."]
    hidden = "Words this page must never show " * 5
    assert_pdf_technique_hides(BY_PART[part].module("pdfmake").make_pdf, technique, paras, hidden)


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"shared corpus absent at {CORPUS}")
def test_no_corpus_file_is_copied(case: tuple[Assembled, list[LabeledDoc]]) -> None:
    assert_no_corpus_file_copied(case[1], CORPUS)


@pytest.mark.parametrize("part", [s.part for s in SETS])
def test_the_set_was_unsealed_by_its_first_scoring_and_is_in_all(part: str) -> None:
    """Each was sealed (left out of ``--part all``) until its first scoring, 2026-12-03 to
    -05 (heldout21: v23, then the candidate v25, not shipped; heldout22: v23, then v26, not
    shipped; heldout23: v23, then v27, shipped; heldout24: v27, then v28, not shipped;
    heldout25: v27, then v29, not shipped; heldout26: v27, then v30, shipped; heldout27: v30,
    then v31, not shipped; heldout28: v30, then v33, not shipped; heldout29: v30, then v33
    under a paired rule, not shipped; heldout30: v30, then v34 under the paired rule,
    shipped; heldout31: v34, then v35 under the paired rule, shipped; heldout32: v35, then v36b
    under the paired rule, not shipped; heldout33: v35, then v37 under the paired rule, not
    shipped on it; heldout34: v35, then v37 under the paired rule, shipped; heldout35: v37,
    then v39 under the paired rule, shipped; heldout36: v39, then v40 under the paired rule,
    shipped; heldout37: v40, then v41 under the paired rule, not shipped; heldout38: v40, then
    v42 under the paired rule, shipped; heldout39: v42, then v43 under the paired rule, not
    shipped; heldout40: v42, then v44b under the paired rule, shipped; heldout41: v44b, then v46
    under the paired rule, shipped; heldout42: v46, then v47 under the paired rule, not shipped
    (the frozen test part failed), then v48; heldout44: v46, then v48 under the paired rule,
    shipped; heldout43: v49, then v50 under the paired rule, shipped; heldout45: v50, then v52
    under the paired rule, shipped; heldout46: v52, then v53 under the paired rule, not shipped
    (6 gained); heldout47: v52, then v54 under the paired rule, not shipped (the frozen test part
    failed); heldout48: v52, then v55 under the paired rule, not shipped (1 gained); heldout50: v52,
    then v55 under the paired rule, shipped; heldout49: v52, then v55 beside heldout50, reported;
    heldout51: v55, then v57 under the paired rule, not shipped (6 gained); heldout52: v55, then
    v62, no change, not shipped (the frozen test part failed); heldout53: v55, then v63, no change,
    shipped; heldout54: v63, then v65 under the paired rule, not shipped (the frozen test part
    failed); heldout55: v63, then v66, no change, shipped; heldout56: v66, then v67, no change,
    shipped; heldout57: v67, then v68 under its rule, not shipped (the frozen test part failed);
    heldout58: v67, then K2 under its rule, shipped as v69);
    scored twice, each is a tuning writer and CI prints it. A set still listed in
    ``injection_quality.SEALED`` (heldout59 to heldout62 today) is checked
    to be sealed instead: named alone by ``--part``, left out of ``--part all``."""
    import injection_quality

    load = BY_PART[part].module().load
    if part in injection_quality.SEALED:
        assert_sealed(part, load)
    else:
        assert_scored_and_in_all(part, load)


def test_every_assembled_set_is_here() -> None:
    """A set that builds through ``heldout_assembly`` is checked here (its own test file
    keeps only what is its own)."""
    assembled = sorted(
        p.parent.name.removeprefix("injection_")
        for p in BENCHMARKS.glob("injection_heldout*/build.py")
        if "heldout_assembly" in p.read_text(encoding="utf-8")
    )
    assert assembled == sorted(BY_PART)
