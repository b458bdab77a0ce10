"""The HTML report (``report.html``): every scenario's proof, searchable, in one file.

The PDF carries what a regulator reads (verdicts, failures, matrix,
checklist, register); the step-by-step proof of each passing scenario lives
here instead.  The file is self-contained (inline style and script, no
external asset), every scenario is anchored by its ID
(``report.html#features/stud/bring_in.feature:81``) and every clause by its
ID, and it depends on the results alone, so the same results give the same
bytes.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from pokercert.results import (
    ClauseResult,
    ClauseStatus,
    ConflictInfo,
    Results,
    ScenarioResult,
    ScenarioStatus,
    StepResult,
)
from pokercert.translations import tr

HTML_FILE = "report.html"

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1em;color:#1b1b1b}
h1{font-size:1.6em}h2{border-bottom:2px solid #9aa3ad;margin-top:2em}
table{border-collapse:collapse;width:100%;margin:.5em 0}
td,th{border:1px solid #c9d0d8;padding:3px 6px;vertical-align:top;text-align:left}
th{background:#dfe5ec}.mono,pre{font-family:ui-monospace,monospace;font-size:12px}
pre{white-space:pre-wrap;background:#f4f6f8;padding:6px;margin:.3em 0}
.passed{color:#1a7f37}.failed,.error,.undefined,.uncovered{color:#c41e1e;font-weight:bold}
.inspection{color:#1f5fa8}.analysis{color:#6a3d9a}
.unsupported,.not-supported{color:#a85a00}.skipped,.not-applicable,.not-selected{color:#7a7a7a}
.verdict{font-size:1.4em;font-weight:bold;border:3px solid;padding:.4em;display:inline-block}
.scenario{border-left:4px solid #c9d0d8;padding-left:.8em;margin:1em 0}
.scenario.bad{border-color:#c41e1e}.hidden{display:none}
.step{margin:0}.step .kw{font-weight:bold}.note{color:#5a5a5a;font-size:.9em}
#search{font-size:1.1em;width:100%;padding:.4em;margin:1em 0;position:sticky;top:0}
"""

SCRIPT = """
document.getElementById('search').addEventListener('input',function(e){
 var q=e.target.value.toLowerCase();
 document.querySelectorAll('[data-search]').forEach(function(el){
  el.classList.toggle('hidden',q!==''&&el.textContent.toLowerCase().indexOf(q)<0);});});
"""

BAD = (ScenarioStatus.FAILED, ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED)


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _status(status: str, lang: str) -> str:
    return f'<span class="{_e(status)}">{_e(tr(lang, status))}</span>'


def _table(rows: list[list[str]], cls: str = "") -> str:
    if not rows:
        return ""
    head = "".join(f"<th>{_e(c)}</th>" for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in r) + "</tr>" for r in rows[1:])
    return f'<table class="{cls}"><tr>{head}</tr>{body}</table>'


def _step(step: StepResult, lang: str) -> str:
    mark = "" if step.status == "passed" else " " + _status(step.status, lang)
    out = (
        f'<p class="step"><span class="note">{step.line}</span> '
        f'<span class="kw">{_e(step.keyword)}</span> {_e(step.text)}{mark}</p>'
    )
    if step.table:
        out += _table(step.table, "mono")
    if step.error:
        out += f"<pre>{_e(step.error)}</pre>"
    return out


def _scenario(scenario: ScenarioResult, lang: str) -> str:
    bad = " bad" if scenario.status in BAD else ""
    clauses = ", ".join(f'<a href="#{_e(c)}">{_e(c)}</a>' for c in scenario.clauses)
    parts = [
        f'<div class="scenario{bad}" id="{_e(scenario.id)}" data-search>',
        f"<h3>{_e(scenario.name)} — {_status(scenario.status.value, lang)}</h3>",
        f'<p class="note mono">{_e(scenario.id)} · {_e(tr(lang, "Profile"))}: '
        f"{_e(scenario.profile or '—')} · {_e(tr(lang, 'Clause'))}: {clauses}</p>",
    ]
    if scenario.expected is not None or scenario.actual is not None:
        parts.append(
            _table(
                [
                    [tr(lang, "Expected (the rule)"), tr(lang, "Actual (the implementation)")],
                    [scenario.expected or "—", scenario.actual or "—"],
                ],
                "mono",
            )
        )
    if scenario.error and scenario.status != ScenarioStatus.SKIPPED:
        parts.append(f"<pre>{_e(scenario.error)}</pre>")
    parts += [_step(step, lang) for step in scenario.steps]
    if scenario.transcript:
        parts.append(
            f'<p class="note">{_e(tr(lang, "Transcript"))}: <span class="mono">'
            f"{_e(scenario.transcript)} SHA-256 {_e(scenario.transcript_sha256 or '—')}</span></p>"
        )
    if scenario.transcript_excerpt:
        parts.append("<pre>" + _e("\n".join(scenario.transcript_excerpt)) + "</pre>")
    parts.append("</div>")
    return "\n".join(parts)


def _clause_row(clause: ClauseResult, lang: str) -> str:
    scenarios = " ".join(f'<a href="#{_e(s)}">{_e(s)}</a>' for s in clause.scenarios)
    readings = "".join(
        f'<p class="note">{_e(r.conflict)} · {_e(r.profile)} · {_e(tr(lang, "Reading"))} '
        f"{_e(r.reading)}: {_e(r.text)} — {_e(r.why)}</p>"
        for r in clause.readings
    )
    if clause.note:
        readings = f'<p class="note">{_e(clause.note)}</p>' + readings
    proof = clause.proof.value if clause.proof else "—"
    return (
        f'<tr id="{_e(clause.id)}" data-search><td class="mono">{_e(clause.id)}</td>'
        f"<td>{_status(clause.status.value, lang)}<br/>{_e(tr(lang, proof))}</td>"
        f"<td>{_e(clause.original)}</td><td>{_e(clause.english)}{readings}</td>"
        f'<td class="mono">{scenarios}</td></tr>'
    )


def _conflict(conflict: ConflictInfo, lang: str) -> str:
    readings = "".join(
        f"<tr><td>{_e(r.get('id', '?'))}</td><td>{_e(r.get('text', ''))}</td><td>"
        + "<br/>".join(
            f"<b>{_e(x.get('profile', '?'))}</b>: {_e(x.get('why', ''))}"
            for x in conflict.resolutions
            if x.get("reading") == r.get("id")
        )
        + "</td></tr>"
        for r in conflict.readings
    )
    clauses = ", ".join(f'<a href="#{_e(c)}">{_e(c)}</a>' for c in conflict.clauses)
    return (
        f'<div id="{_e(conflict.id)}" data-search><h3>{_e(conflict.id)} {_e(conflict.title)}</h3>'
        f'<p class="note">{_e(conflict.kind)} · {clauses}</p><p>{_e(conflict.description)}</p>'
        f"<table><tr><th>{_e(tr(lang, 'Reading'))}</th><th></th><th>{_e(tr(lang, 'Profile'))}"
        f"</th></tr>{readings}</table></div>"
    )


def render_html(results: Results, *, lang: str = "en") -> bytes:
    """The HTML report of ``results`` (same results, same bytes)."""
    impl = results.implementation
    t = lambda text: _e(tr(lang, text))  # noqa: E731
    profile_rows = "".join(
        f"<tr><td>{_e(p.profile)}</td><td>{_e(tr(lang, p.verdict.value))}</td>"
        f"<td>{'<br/>'.join(_e(r) for r in p.reasons[:5])}</td></tr>"
        for p in results.profile_verdicts
    )
    lab = results.lab
    frame = ""
    if lab is not None:
        pairs = [
            ("Laboratory", lab.lab),
            ("Client", lab.client),
            ("Jurisdiction", lab.jurisdiction),
            ("Regulation", lab.regulation),
            ("Lab reference", lab.certificate),
        ]
        frame = "".join(f"<tr><th>{t(k)}</th><td>{_e(v)}</td></tr>" for k, v in pairs if v)
    listed = [c for c in results.clauses if c.status != ClauseStatus.NOT_APPLICABLE]
    bad = [s for s in results.scenarios if s.status in BAD]
    rest = [s for s in results.scenarios if s.status not in BAD]
    html = [
        "<!DOCTYPE html>",
        f'<html lang="{_e(lang)}"><head><meta charset="utf-8"/>',
        f"<title>{t('Certification report')} {_e(results.report_id)}</title>",
        f"<style>{STYLE}</style></head><body>",
        f"<h1>{t('Certification report')} {_e(results.report_id)} · "
        f"{t('Revision')} {results.revision}</h1>",
        f'<p>{_e(impl.name)} {_e(impl.version)} · {_e(results.date)} · <span class="mono">'
        f"{_e(impl.fingerprint)}</span></p>",
        f'<p class="verdict">{t(results.verdict.value)}</p>',
        f"<table>{frame}</table>" if frame else "",
        f"<h2>{t('Verdict per profile')}</h2>",
        f"<table><tr><th>{t('Profile')}</th><th>{t('Verdict')}</th><th></th></tr>"
        f"{profile_rows}</table>",
        f'<input id="search" type="search" placeholder="{t("Search")}…" '
        f'aria-label="{t("Search")}"/>',
        f"<h2>{t('Failures')} ({len(bad)})</h2>",
        *(_scenario(s, lang) for s in bad),
        f"<h2>{t('Clause')} ({len(listed)})</h2>",
        f"<table><tr><th>{t('Clause')}</th><th>{t('Result')}</th><th>{t('Original text')}"
        f"</th><th>{t('English rendering')}</th><th>{t('Scenarios')}</th></tr>",
        *(_clause_row(c, lang) for c in listed),
        "</table>",
        f"<h2>{t('Scenarios')} ({len(rest)})</h2>",
        *(_scenario(s, lang) for s in rest),
        f"<h2>{t('Conflict register')} ({len(results.conflicts)})</h2>",
        *(_conflict(c, lang) for c in results.conflicts),
        f"<script>{SCRIPT}</script></body></html>",
    ]
    # "replace": a lone surrogate an implementation smuggled into a message must not stop the
    # report being written
    return ("\n".join(part for part in html if part) + "\n").encode("utf-8", "replace")


def write_html(results: Results, path: Path, *, lang: str = "en") -> None:
    path.write_bytes(render_html(results, lang=lang))
