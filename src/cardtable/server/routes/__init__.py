"""HTTP routes, one module per resource (mounted by ``app.create_app``)."""
