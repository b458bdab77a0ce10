"""One module per CLI command; pokercert.cli discovers them."""
