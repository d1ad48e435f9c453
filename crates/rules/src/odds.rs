//! (fire work: to be filled)
