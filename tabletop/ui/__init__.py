"""The pygame front end: app loop, scenes, renderer, animation and widgets."""
