// The generated Swift for routes.yaml is added to this target by RoutegenBuildPlugin.
