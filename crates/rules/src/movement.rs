//! (movement work: to be filled)
