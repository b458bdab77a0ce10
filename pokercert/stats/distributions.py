"""The two tail probabilities the shuffle tests need, without scipy.

The chi-square survival function is the regularized upper incomplete gamma
function Q(k/2, x/2), computed by its series below a+1 and by its continued
fraction above (the classic split: each converges fast on its side).  The
Kolmogorov-Smirnov tail uses the asymptotic series with Stephens' small-sample
correction, accurate to a few per cent at the sizes used here.
"""

from __future__ import annotations

import math

_EPS = 1e-15
_MAX_TERMS = 100_000


def chi2_sf(statistic: float, dof: int) -> float:
    """P(X >= statistic) for X chi-square distributed with ``dof`` degrees of freedom."""
    if dof <= 0:
        raise ValueError("degrees of freedom must be positive")
    if statistic <= 0:
        return 1.0
    return gamma_q(dof / 2.0, statistic / 2.0)


def gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x)."""
    if x <= 0:
        return 1.0
    if x < a + 1.0:
        return max(0.0, 1.0 - _gamma_p_series(a, x))
    return _gamma_q_fraction(a, x)


def _gamma_p_series(a: float, x: float) -> float:
    term = total = 1.0 / a
    denominator = a
    for _ in range(_MAX_TERMS):
        denominator += 1.0
        term *= x / denominator
        total += term
        if abs(term) < abs(total) * _EPS:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _gamma_q_fraction(a: float, x: float) -> float:
    # Lentz's method on the continued fraction of Q(a, x).
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, _MAX_TERMS):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            break
    return min(1.0, math.exp(-x + a * math.log(x) - math.lgamma(a)) * h)


def ks_uniform(values: list[float]) -> tuple[float, float]:
    """The Kolmogorov-Smirnov statistic of ``values`` against U(0, 1), and its p-value."""
    n = len(values)
    if n == 0:
        raise ValueError("no values to test")
    ordered = sorted(values)
    d_plus = max((i + 1) / n - v for i, v in enumerate(ordered))
    d_minus = max(v - i / n for i, v in enumerate(ordered))
    statistic = max(d_plus, d_minus)
    root = math.sqrt(n)
    return statistic, kolmogorov_sf((root + 0.12 + 0.11 / root) * statistic)


def kolmogorov_sf(t: float) -> float:
    """P(K > t) for the Kolmogorov distribution: 2 * sum (-1)^(k-1) exp(-2 k^2 t^2)."""
    if t < 0.2:
        return 1.0
    total = 0.0
    for k in range(1, 101):
        term = 2.0 * (-1) ** (k - 1) * math.exp(-2.0 * k * k * t * t)
        total += term
        if abs(term) < 1e-12:
            break
    return min(1.0, max(0.0, total))
