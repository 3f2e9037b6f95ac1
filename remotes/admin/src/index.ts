// This app is only ever used as a remote; its entry just makes the exposed module reachable.
export {};
