/// A target so the package has something to build; the package exists for the plugin test.
public enum Placeholder {}
