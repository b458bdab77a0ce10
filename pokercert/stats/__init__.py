"""Statistical evidence about shuffles: card-by-position, serial pairs, p-value uniformity."""
