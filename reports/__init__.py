"""The certification report PDF, rendered from results.json alone (see ``pdf.render_report``)."""
