/** The attribute the Head port writes its depth in (../components/head-depth.ts), which the export reads (../helmet-head.ts). */
export const HEAD_DEPTH_ATTRIBUTE = 'data-head-depth';
