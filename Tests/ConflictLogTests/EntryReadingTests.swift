import Testing
@testable import ConflictLog

@Suite struct EntryReadingTests {
    func read(_ text: String) throws -> LoggedConstraint {
        switch EntryReader.entry(text, line: 1) {
        case .success(let constraint): return constraint
        case .failure(let error): throw error
        }
    }

    @Test func visualFormatSize() throws {
        let c = try read("<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>")
        #expect(c.first.attribute == "height")
        #expect(c.constant == 200)
        #expect(c.second == nil)
        #expect(c.address == "0x7fca0bd54cc0")
    }
}

