"""Support code for step definitions: building setups, reading tables, asserting views.

Step modules in ``steps/`` stay thin; whatever two step modules would
otherwise both write lives here.  Nothing here touches engine internals.
"""
