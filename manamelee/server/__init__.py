"""The web server (DESIGN "server/"): tables in a database, per-seat views over REST and WebSocket.

``manamelee serve`` runs it; :func:`manamelee.server.app.create_app` builds the app. It needs the
``server`` extra (FastAPI, uvicorn, SQLAlchemy).
"""
