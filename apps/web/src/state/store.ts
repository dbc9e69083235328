import { createStore } from "jotai";

/** The one jotai store: React reads it through <Provider store={appStore}>, the fetch wrapper outside React. */
export const appStore = createStore();
