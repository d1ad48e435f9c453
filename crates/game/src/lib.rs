//! Game state (to be filled).
