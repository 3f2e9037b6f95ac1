// The async boundary lets module federation negotiate shared modules before any of them runs.
import('./bootstrap');
