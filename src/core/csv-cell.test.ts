import { describe, expect, it } from 'vitest'
import { inertCsvText } from './csv-cell.js'

describe('inertCsvText', () => {
  it.each([
    ['=1+1', "'=1+1"], ['+1', "'+1"], ['-1', "'-1"], ['@SUM(A1)', "'@SUM(A1)"], ['\tx', "'\tx"], ['\rx', "'\rx"],
    ['＝1+1', "'＝1+1"], ['＋1', "'＋1"], ['－1', "'－1"], ['＠A1', "'＠A1"], ['﹦1', "'﹦1"], ['﹢1', "'﹢1"], ['﹣1', "'﹣1"],
    ['Green Ledger', 'Green Ledger'], ['a=b', 'a=b'], ['', ''], ['Ｇreen', 'Ｇreen'],
  ])('%j → %j', (input, output) => expect(inertCsvText(input)).toBe(output))
})
