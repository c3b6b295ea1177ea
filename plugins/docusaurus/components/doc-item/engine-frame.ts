'use client';
import { createContext, useContext } from 'react';

/** Whether the doc's parts stand in the engine's frame (./DocItemLayout.tsx), which has no <article> of its own for the content. */
const Context = createContext(false);
export const EngineFrameProvider = Context.Provider;
export const useInEngineFrame = () => useContext(Context);
