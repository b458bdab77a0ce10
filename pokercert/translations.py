"""The report's words in the regulator's language: the one place translations live.

Keys are the English texts, so an English report needs no table and a
missing translation falls back to English rather than to a blank.  Clause
texts are never translated here: the report quotes each clause in its
original language with the English rendering beside it.
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("en", "es")

SPANISH: Final[dict[str, str]] = {
    # verdicts
    "CERTIFIED": "CERTIFICADO",
    "CERTIFIED, LIMITED SCOPE": "CERTIFICADO, ALCANCE LIMITADO",
    "TESTS PASSED — REVIEW PENDING": "PRUEBAS SUPERADAS — REVISIÓN PENDIENTE",
    "NOT CERTIFIED": "NO CERTIFICADO",
    "PARTIAL RUN — NO VERDICT": "EJECUCIÓN PARCIAL — SIN DICTAMEN",
    "DEVELOPMENT RUN — NOT A CERTIFICATE": "EJECUCIÓN DE DESARROLLO — NO ES UN CERTIFICADO",
    # clause statuses
    "passed": "superada",
    "failed": "fallida",
    "not covered": "sin cubrir",
    "unsupported": "no soportada",
    "not supported": "no soportada",
    "inspection": "inspección",
    "analysis": "análisis",
    "not applicable": "no aplicable",
    "not selected": "no seleccionada",
    "error": "error",
    "undefined": "sin definir",
    "skipped": "omitido",
    # labels of the PDF's status columns
    "Passed": "Superada",
    "FAILED": "FALLIDA",
    "NOT COVERED": "SIN CUBRIR",
    "UNSUPPORTED": "NO SOPORTADA",
    "Human inspection": "Inspección humana",
    "Analysis": "Análisis",
    "Not applicable": "No aplicable",
    "Not selected": "No seleccionada",
    "Not supported": "No soportada",
    "not supported (capability)": "no soportado (capacidad)",
    "ERROR": "ERROR",
    "UNDEFINED STEP": "PASO SIN DEFINIR",
    "skipped (not proof)": "omitido (no prueba nada)",
    # proofs
    "test": "prueba",
    "test under reading": "prueba según lectura",
    "inspection + test": "inspección + prueba",
    # headings and labels
    "Certification report": "Informe de certificación",
    "Summary": "Resumen",
    "Verdict": "Dictamen",
    "Verdict per profile": "Dictamen por perfil",
    "Profile": "Perfil",
    "Reasons for the verdict": "Motivos del dictamen",
    "First failure": "Primer fallo",
    "Failures": "Fallos",
    "Expected (the rule)": "Esperado (la norma)",
    "Actual (the implementation)": "Obtenido (la implementación)",
    "Data table of the step": "Tabla de datos del paso",
    "Transcript": "Transcripción",
    "Contents": "Índice",
    "1 Identification": "1 Identificación",
    "2 Failures": "2 Fallos",
    "3 Scope and method": "3 Alcance y método",
    "4 Executive summary": "4 Resumen ejecutivo",
    "5 Traceability matrix": "5 Matriz de trazabilidad",
    "6 Inspection checklist": "6 Lista de inspección",
    "7 Conflict register": "7 Registro de conflictos",
    "8 Evaluator analysis": "8 Análisis del evaluador",
    "9 Annexes": "9 Anexos",
    "Laboratory": "Laboratorio",
    "Client": "Cliente",
    "Jurisdiction": "Jurisdicción",
    "Regulation": "Normativa",
    "Lab reference": "Referencia del laboratorio",
    "Product": "Producto",
    "Revision history": "Historial de revisiones",
    "Revision": "Revisión",
    "Date": "Fecha",
    "Author": "Autor",
    "Review": "Revisión",
    "Reviewer": "Revisor",
    "Remark": "Observación",
    "Clause": "Cláusula",
    "Original text": "Texto original",
    "English rendering": "Versión inglesa",
    "Result": "Resultado",
    "Proof": "Prueba",
    "Scenarios": "Escenarios",
    "Reading": "Lectura",
    "Scope": "Alcance",
    "pending": "pendiente",
    "pass": "conforme",
    "fail": "no conforme",
    "No failure: every scenario that ran passed.": (
        "Ningún fallo: todos los escenarios ejecutados se superaron."
    ),
    "Passing scenarios are detailed in the HTML report": (
        "Los escenarios superados se detallan en el informe HTML"
    ),
    "Search": "Buscar",
    "Page {page} of {total}": "Página {page} de {total}",
    "report": "informe",
    "Scenario": "Escenario",
    "Spanish": "español",
    "German": "alemán",
    "English": "inglés",
    "The implementation met every clause verified by test in the profiles below, and every "
    "inspection item passed review.": (
        "La implementación cumple todas las cláusulas verificadas por prueba en los perfiles "
        "siguientes, y todos los puntos de inspección superaron la revisión."
    ),
    "The implementation met every clause it supports; the scope below says what the "
    "certificate does not cover.": (
        "La implementación cumple todas las cláusulas que soporta; el alcance indica lo que el "
        "certificado no cubre."
    ),
    "Every automated check passed. The inspection items (section 6) await a reviewer's "
    "decision; this is not yet a certificate.": (
        "Todas las comprobaciones automáticas se superaron. Los puntos de inspección (sección 6) "
        "esperan la decisión de un revisor; todavía no es un certificado."
    ),
    "A subset of the suite was run: this report proves only what it selected and issues no "
    "verdict.": (
        "Se ejecutó una parte de la batería: este informe prueba solo lo seleccionado y no emite "
        "dictamen."
    ),
    "The implementation does not meet the requirements of the profiles below.": (
        "La implementación no cumple los requisitos de los perfiles siguientes."
    ),
    "Conflict register": "Registro de conflictos",
    "Steps": "Pasos",
}

TABLES: Final[dict[str, dict[str, str]]] = {"es": SPANISH}


def tr(lang: str, text: str) -> str:
    """``text`` in ``lang``; English (the key) when there is no translation."""
    return TABLES.get(lang, {}).get(text, text)
